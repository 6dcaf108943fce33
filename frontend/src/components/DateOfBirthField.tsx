import { DAY_MONTH_YEAR_INPUT, wholeDay } from './dayMonthYear';
import { TextField } from './TextField';
import { composeValidators, enterPastDate, type Validator } from './validators';

interface DateOfBirthFieldProps {
  name: string;
  /** Required ('Please enter your date of birth') and today or earlier by default; the quote adds the driving age. */
  validate?: Validator<string | undefined>;
  /** 'bday' for the visitor's own birthday, so the browser can fill it in. */
  autoComplete?: string;
}

const YOUR_DATE_OF_BIRTH = enterPastDate('your date of birth');

/** 'Date of birth', typed as DD/MM/YYYY (see DAY_MONTH_YEAR_INPUT). */
export function DateOfBirthField({
  name,
  validate = YOUR_DATE_OF_BIRTH,
  autoComplete,
}: DateOfBirthFieldProps) {
  return (
    <TextField
      name={name}
      label="Date of birth"
      hint="Day, month and year, for example 25/11/1990"
      autoComplete={autoComplete}
      {...DAY_MONTH_YEAR_INPUT}
      validate={composeValidators(wholeDay, validate)}
    />
  );
}
