import { ApiFailure } from '@ivy/api-client';

/** When the call did not reach the server or its answer was not ours: the likeliest cause and what to try. */
export const UNEXPECTED_FAILURE = 'Something went wrong. Please check your connection and try again.';

/**
 * What a failed call tells the driver or the staff member: the server's own words for a refusal (SPEC §8),
 * one wording for anything else, which is logged because it is ours to look into.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiFailure) return error.response.message;
  console.error(error);
  return UNEXPECTED_FAILURE;
}
