import type { ReactNode } from 'react';
import { TextField } from './TextField';
import { enterFutureDate, enterPastDate, isoDay, type Validator } from './validators';

interface DateFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  /**
   * By default the side's own rule: required, naming the field by its label ('Please enter the end
   * date'), and today or earlier (past) or today or later (future).
   */
  validate?: Validator<string | undefined>;
  autoComplete?: string;
}

/** A date picker that stops at today on one side. */
function sidedDateField(side: 'past' | 'future', sideRule: (what: string) => Validator<string | undefined>) {
  return function SidedDateField({ name, label, hint, validate, autoComplete }: DateFieldProps) {
    const today = isoDay(new Date());
    return (
      <TextField
        name={name}
        label={label}
        hint={hint}
        type="date"
        max={side === 'past' ? today : undefined}
        min={side === 'future' ? today : undefined}
        autoComplete={autoComplete}
        validate={validate ?? sideRule(`the ${label.toLowerCase()}`)}
      />
    );
  };
}

/** A date that has happened (a claim, a conviction). */
export const PastDateField = sidedDateField('past', enterPastDate);

/** A date still to come (a renewal, the day a change takes effect). */
export const FutureDateField = sidedDateField('future', enterFutureDate);
