import type { Validator } from '#src/components/validators';

type Values = Record<string, unknown>;

/** A box the sender must tick, such as agreeing to be contacted. */
export const mustBeTicked =
  (message: string): Validator<boolean | undefined> =>
  (value) =>
    value === true ? undefined : message;

/** A date on or after the date in another field (both 'YYYY-MM-DD', which sort as the days do). */
export const notBefore =
  (field: string, message: string): Validator<string | undefined> =>
  (value, allValues) => {
    const other = (allValues as Values | undefined)?.[field];
    return value && typeof other === 'string' && other && value < other ? message : undefined;
  };
