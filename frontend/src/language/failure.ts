import { ApiFailure } from '@ivy/api-client';

/** What a failed call tells the driver: the server's words, or what to try when it was not reached. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiFailure) return error.message;
  return 'Something went wrong. Please check your connection and try again.';
}
