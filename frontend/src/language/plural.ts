// The one way the UI counts things: Intl's plural rules for Irish English, never 'problem(s)'.
// language/oneLanguage.test.ts fails when a screen pluralises on its own.

// Made on first use, not when a page's chunk loads: the first Intl object loads the locale's data, a
// long task on a slow phone that a form would otherwise pay before its first paint, to count nothing.
let rules: Intl.PluralRules | undefined;
let counts: Intl.NumberFormat | undefined;
const pluralRules = () => (rules ??= new Intl.PluralRules('en-IE'));
const countFormat = () => (counts ??= new Intl.NumberFormat('en-IE'));

/** The noun for `count`: 'year' or 'years'; `other` for an irregular plural ('person', 'people'). */
export function nounFor(count: number, one: string, other = `${one}s`): string {
  return pluralRules().select(count) === 'one' ? one : other;
}

/** A count and its noun: '1 year', '12,000 rows', '0 claims'. */
export function plural(count: number, one: string, other?: string): string {
  return `${countFormat().format(count)} ${nounFor(count, one, other)}`;
}

/** "30 seconds", "2 minutes": how long to wait, rounded up to what a person would say. */
export function duration(seconds: number): string {
  if (seconds < 60) return plural(seconds, 'second');
  return plural(Math.ceil(seconds / 60), 'minute');
}
