import { ApiFailure } from '@ivy/api-client';
import type { SubmissionErrors } from 'final-form';
import { showError } from '../../../components/dialogs';

const UNEXPECTED = 'Something went wrong. Please try again.';

/** The server's own words for a refusal (SPEC §8); anything else is our fault, said plainly. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiFailure) return error.response.message;
  console.error(error);
  return UNEXPECTED;
}

/** SPEC §8: a failed admin or login call shows the server's message in an 'Error!' dialog. */
export function showFailure(error: unknown): Promise<void> {
  return showError('Error!', failureMessage(error));
}

/**
 * For a form's onSubmit: the 'Error!' dialog, and the server's field messages (same field names as the
 * form's) handed to react-final-form, which shows each under its field.
 */
export function submitFailure(error: unknown): SubmissionErrors {
  void showFailure(error);
  if (!(error instanceof ApiFailure)) return undefined;
  return Object.fromEntries(
    Object.entries(error.response.errors).map(([field, messages]) => [field, messages[0]]),
  );
}
