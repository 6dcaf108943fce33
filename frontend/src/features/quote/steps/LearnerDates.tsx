import { TextField } from '#src/components/TextField';
import { isoDay } from '#src/components/validators';
import { bookedTestDate, LEARNER_PERMIT_YEARS, requiredPermitExpiry, yearsAhead } from '../quoteRules';

/** A learner's permit expiry and booked test: we remind them before the one and ask after the other. */
export function LearnerDates() {
  const today = new Date();
  const range = { type: 'date', min: isoDay(today), max: isoDay(yearsAhead(today, LEARNER_PERMIT_YEARS)) };
  return (
    <>
      <TextField
        name="your_driving_history.permitExpiryDate"
        label="When does your learner permit expire?"
        hint="The date at field 4b on your permit. We remind you a month before."
        {...range}
        validate={requiredPermitExpiry}
      />
      <TextField
        name="your_driving_history.testDate"
        label="Date of your driving test (optional)"
        hint="If you have one booked. The day after it, we email you a link to update your policy if you passed."
        {...range}
        validate={bookedTestDate}
      />
    </>
  );
}
