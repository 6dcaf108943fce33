import { TextField } from './TextField';
import { isoDay, requiredPastDate, type Validator } from './validators';

interface PastDateFieldProps {
  name: string;
  label: string;
  /** Today or earlier by default; a birthday adds the age rule. */
  validate?: Validator<string | undefined>;
  autoComplete?: string;
}

/** A date that has happened (a birthday, a claim, a conviction): the picker stops at today. */
export function PastDateField({
  name,
  label,
  validate = requiredPastDate,
  autoComplete,
}: PastDateFieldProps) {
  return (
    <TextField
      name={name}
      label={label}
      type="date"
      max={isoDay(new Date())}
      autoComplete={autoComplete}
      validate={validate}
    />
  );
}
