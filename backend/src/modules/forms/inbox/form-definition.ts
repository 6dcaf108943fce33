import type { Brand } from '#src/config/brand.types';
import type { FormFields, Submission } from '../schemas/submission.schema';

/** A label and a value for the broker's notification; an empty value is left out. */
export type DetailLine = [label: string, value: string | number | boolean | undefined];

/** Everything that makes one public form different from another; the inbox does the rest. */
export interface FormDefinition<T extends Submission> {
  /** The injection token of the form's inbox, e.g. `ContactInbox`. */
  inboxToken: string;
  /** The Mongoose model name of its schema. */
  modelName: string;
  /** Starts each reference: `CON` gives `CON-7KQ2MX`. */
  referencePrefix: string;
  /** The audit target type (`contact` gives `contact.update`) and the name staff use in messages. */
  names: { type: string; label: string };
  /** What the sender sent, in both emails: `message`, `complaint`… */
  noun(record: T): string;
  /**
   * Rules that need the current time (dates not in the past, registrations not from the future),
   * and normalising; throws FieldErrorsException. The DTO has already checked each field's shape.
   */
  prepare?(fields: FormFields<T>, now: Date): FormFields<T>;
  /** The form's own fields, for the broker. */
  details(record: T): DetailLine[];
  /** What happens next, for the sender's acknowledgement. */
  nextSteps(record: T, brand: Brand): string[];
}
