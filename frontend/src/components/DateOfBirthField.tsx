import { DAY_MONTH_YEAR_INPUT, wholeDay } from './dayMonthYear';
import { TextField } from './TextField';
import { composeValidators, requiredPastDate, type Validator } from './validators';

interface DateOfBirthFieldProps {
  name: string;
  /** Today or earlier by default; the quote adds the driving age. */
  validate?: Validator<string | undefined>;
  /** 'bday' for the visitor's own birthday, so the browser can fill it in. */
  autoComplete?: string;
}

/** 'Date of birth', typed as DD/MM/YYYY (see DAY_MONTH_YEAR_INPUT). */
export function DateOfBirthField({ name, validate = requiredPastDate, autoComplete }: DateOfBirthFieldProps) {
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
