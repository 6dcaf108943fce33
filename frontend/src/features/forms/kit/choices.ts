import type { SelectOption } from '#src/components/SelectField';

/** Select choices that are their own labels, as the API's lists of values are. */
export const choicesOf = (values: readonly string[]): SelectOption[] =>
  values.map((value) => ({ value, label: value }));
