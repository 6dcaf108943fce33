/**
 * Irish phone numbers as people type them: '087 123 4567', '(01) 234-5678', '+353 87 1234567' or
 * '00353871234567' all mean the same line. Kept as E.164 ('+353871234567') so one number is stored
 * one way; the national significant number is 7 to 9 digits and never starts with 0.
 */
const IRISH = /^(?:\+353|00353|0)([1-9]\d{6,8})$/;

export function normaliseIrishPhone(input: string): string | undefined {
  const compact = input.replace(/[\s\-().]/g, '').replace(/^\+3530/, '+353');
  const match = IRISH.exec(compact);
  return match ? `+353${match[1]}` : undefined;
}
