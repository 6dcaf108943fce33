import { ApiFailure } from '@ivy/api-client';
import type { SubmissionErrors } from 'final-form';
import { showError } from '#src/components/dialogs';
import { failureMessage } from '#src/language/failure';

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
