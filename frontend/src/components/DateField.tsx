import { TextField } from './TextField';
import { isoDay, requiredFutureDate, requiredPastDate, type Validator } from './validators';

interface DateFieldProps {
  name: string;
  label: string;
  /** By default the side's own rule: required, and today or earlier (past) or today or later (future). */
  validate?: Validator<string | undefined>;
  autoComplete?: string;
}

/** A date picker that stops at today on one side. */
function sidedDateField(side: 'past' | 'future', defaultRule: Validator<string | undefined>) {
  return function SidedDateField({ name, label, validate = defaultRule, autoComplete }: DateFieldProps) {
    const today = isoDay(new Date());
    return (
      <TextField
        name={name}
        label={label}
        type="date"
        max={side === 'past' ? today : undefined}
        min={side === 'future' ? today : undefined}
        autoComplete={autoComplete}
        validate={validate}
      />
    );
  };
}

/** A date that has happened (a claim, a conviction). */
export const PastDateField = sidedDateField('past', requiredPastDate);

/** A date still to come (a renewal, the day a change takes effect). */
export const FutureDateField = sidedDateField('future', requiredFutureDate);
