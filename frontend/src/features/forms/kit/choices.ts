import type { Choice } from '../../quote/fields/SelectField';

/** Select choices that are their own labels, as the API's lists of values are. */
export const choicesOf = (values: readonly string[]): Choice[] =>
  values.map((value) => ({ value, label: value }));
