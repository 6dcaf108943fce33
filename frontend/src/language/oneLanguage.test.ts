/**
 * The UI speaks one language: dates go through language/dates, counts through language/plural. This
 * reads every screen's source and fails when one formats a date or pluralises on its own.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const OWN_DATES = /Intl\.DateTimeFormat|toLocale(Date|Time)String|dateStyle|timeStyle/;
const OWN_PLURALS = /Intl\.PluralRules|[!=]== 1 \? ['"`]s?['"`] : ['"`]s?['"`]|\w\(s\)/;

const offenders = (pattern: RegExp) =>
  Object.entries(sources)
    .filter(([, text]) => pattern.test(text))
    .map(([path]) => path);

describe('one language across the UI', () => {
  it('reads the screens it checks', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(200);
    expect(Object.keys(sources).some((path) => path.startsWith('./'))).toBe(false);
  });

  it('formats dates only through language/dates', () => {
    expect(offenders(OWN_DATES)).toEqual([]);
  });

  it('pluralises only through language/plural', () => {
    expect(offenders(OWN_PLURALS)).toEqual([]);
  });
});
