import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { duration } from '#src/language/plural';

const OFFLINE = 'Sorry, we could not send your form. Please check your connection and try again.';

export function waitMessage(retryAfterSeconds: number | undefined): string {
  const wait = retryAfterSeconds ? duration(retryAfterSeconds) : 'a few minutes';
  return `You have sent this form several times in a short while. Please wait ${wait} and try again.`;
}

/**
 * A failed submission in react-final-form's terms: each field's first server message beside the field
 * (only for `shown` fields; any other goes to the top of the form with the server's message), and the
 * server's message, or a request to wait after too many attempts (429), for the whole form.
 */
export function submissionErrors(error: unknown, shown: readonly string[]): SubmissionErrors {
  if (!(error instanceof ApiFailure)) return { [FORM_ERROR]: OFFLINE };
  const { status, response } = error;
  if (status === 429) return { [FORM_ERROR]: waitMessage(response.retryAfterSeconds) };
  const fieldErrors: Record<string, string> = {};
  const general = [response.message];
  for (const [field, messages] of Object.entries(response.errors ?? {})) {
    if (shown.includes(field)) fieldErrors[field] = messages[0];
    else general.push(...messages);
  }
  return { ...fieldErrors, [FORM_ERROR]: general.join(' ') };
}
