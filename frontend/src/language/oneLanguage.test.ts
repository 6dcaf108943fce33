import { PROPER_NAMES, SPEC_TEXTS } from './glossary';

/**
 * The UI speaks one language: dates go through language/dates, counts through language/plural, and
 * every heading, button, label and menu item is in sentence case unless the glossary says otherwise.
 * This reads every screen's source and fails when one breaks a rule.
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

// The words a screen shows as a heading, button, label, legend, table header, menu item or page title.
const UI_TEXTS = [
  /\b(?:label|title|legend|submitLabel|heading|text|buttonText|confirmButtonText|aria-label)\s*[=:]\s*\{?\s*(['"`])([^'"`{}\n]+)\1/g,
  /<(?:h[1-6]|button|legend|label|th|summary|caption)\b[^>]*>\s*([^<>{}\n]+?)\s*<\//g,
  /\badminPage\([^)]*, '([^']+)'\)/g,
  /\bpage\(\n\s*[^\n]+\n\s*[^\n]+\n\s*(['"`])([^'"`\n]+)\1,/g,
];

/** A word after the first in capitals (not an acronym such as API or FAQs), once proper names are set aside. */
function titleCased(text: string): boolean {
  if (SPEC_TEXTS.includes(text)) return false;
  const plain = PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, 'name'), text);
  return plain.split(/[.!?:]\s+/).some((sentence) => {
    const words = sentence.match(/[A-Za-z][\w'’]*/g) ?? [];
    return words.slice(1).some((word) => /^[A-Z][a-z]/.test(word));
  });
}

const titleCasedTexts = () =>
  Object.entries(sources).flatMap(([path, source]) =>
    UI_TEXTS.flatMap((pattern) =>
      [...source.matchAll(pattern)]
        .map((match) => match.at(-1) ?? '')
        .filter(titleCased)
        .map((text) => `${path}: ${text}`),
    ),
  );

// A field's error message: a constant named …_MESSAGE, or a message given to a rule.
const FIELD_MESSAGES = [
  /\b[A-Z_]+_MESSAGE\s*=\s*\n?\s*(['`])([^'`]+)\1/g,
  /\b(?:requiredAs\(|unanswered=\{?)\s*(['`])([^'`]+)\1/g,
  /\b(?:wholeNumber|mustBeTicked)\([^'`)]*(['`])([^'`]+)\1/g,
  /\bnotBefore\(\s*'[^']*',\s*(['`])([^'`]+)\1/g,
];
/** SPEC §5's own wording, kept as written, and the age rule, worded as the server words it. */
const OWN_WORDING = new Set([
  'Required',
  'Invalid email address',
  'Please select an address from the list. If no options are available, please modify your search.',
  'Every driver must be ${MIN_DRIVER_AGE} or over to be insured on a car',
]);

/** One voice for field errors: say what to do ('Please enter…', 'Please choose…'), as one sentence, no full stop. */
const offVoice = (message: string) =>
  !OWN_WORDING.has(message) && !(message.startsWith('Please ') && !/[.!]$/.test(message));

const offVoiceMessages = () =>
  Object.entries(sources).flatMap(([path, source]) =>
    FIELD_MESSAGES.flatMap((pattern) =>
      [...source.matchAll(pattern)]
        .map((match) => match[2])
        .filter(offVoice)
        .map((m) => `${path}: ${m}`),
    ),
  );

// SPEC §5's bare 'Required' is the staff forms' word (§5 lists them); a public form names the field.
const STAFF_SCREENS = /^\.\.\/(?:features\/(?:admin|auth)\/|components\/EmailField\.tsx$)/;
const BARE_REQUIRED = /\bimport\s*\{[^}]*\b(?:required|requiredEmail)\b[^}]*\}\s*from\s*'[^']*\/validators'/;

describe('one language across the UI', () => {
  it('reads the screens it checks', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(200);
    expect(Object.keys(sources).some((path) => path.startsWith('./'))).toBe(false);
  });

  it('formats dates only through language/dates', () => {
    expect(offenders(OWN_DATES)).toEqual([]);
  });

  it('writes headings, buttons and labels in sentence case, SPEC’s own texts and proper names aside', () => {
    expect(titleCased('Rating Tables')).toBe(true);
    expect(titleCased('Create API key')).toBe(false);
    expect(titleCased('Get A Quote')).toBe(false);
    expect(titleCased('Terms of Business (PDF)')).toBe(false);
    expect(titleCasedTexts()).toEqual([]);
  });

  it('words every field error in one voice, SPEC’s own messages aside', () => {
    expect(offVoice('Enter your IBAN')).toBe(true);
    expect(offVoice('Please choose an occupation from the list.')).toBe(true);
    expect(offVoice('Please enter your IBAN')).toBe(false);
    expect(offVoiceMessages()).toEqual([]);
  });

  it('names the field in every public form’s errors, leaving SPEC’s bare Required to the staff forms', () => {
    expect(
      BARE_REQUIRED.test("import { composeValidators, required } from '../../components/validators';"),
    ).toBe(true);
    expect(BARE_REQUIRED.test("import { enter, requiredAs } from '../../components/validators';")).toBe(
      false,
    );
    expect(offenders(BARE_REQUIRED).filter((path) => !STAFF_SCREENS.test(path))).toEqual([]);
    expect(offenders(BARE_REQUIRED).some((path) => STAFF_SCREENS.test(path))).toBe(true);
  });

  it('pluralises only through language/plural', () => {
    expect(offenders(OWN_PLURALS)).toEqual([]);
  });
});
