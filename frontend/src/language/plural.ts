// The one way the UI counts things: Intl's plural rules for Irish English, never 'problem(s)'.
// language/oneLanguage.test.ts fails when a screen pluralises on its own.

const RULES = new Intl.PluralRules('en-IE');
const COUNT = new Intl.NumberFormat('en-IE');

/** The noun for `count`: 'year' or 'years'; `other` for an irregular plural ('person', 'people'). */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return RULES.select(count) === 'one' ? one : other;
}

/** A count and its noun: '1 year', '12,000 rows', '0 claims'. */
export function plural(count: number, one: string, other?: string): string {
  return `${COUNT.format(count)} ${nounFor(count, one, other)}`;
}
