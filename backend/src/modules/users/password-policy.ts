export const PASSWORD_MIN_LENGTH = 10;
/** argon2 hashes whatever it is given; an upper bound keeps a login from costing more than it should. */
export const PASSWORD_MAX_LENGTH = 128;

/** What is wrong with a new password, in words for the form (empty when it is acceptable). */
export function passwordProblems(password: string): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return [`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`];
  if (length > PASSWORD_MAX_LENGTH)
    return [`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`];
  if (new Set(password).size === 1) return ['Password must not be one character repeated.'];
  return [];
}
