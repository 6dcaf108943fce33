/**
 * Cookie consent (SPEC §4) as a pure reducer plus the codec of what it keeps in the browser. Time and
 * the current path come in with the actions, so every transition is a plain, testable function.
 */
import { isStaffScreen } from '../../app/routeMeta';

/** Google Consent Mode v2 storage types switched by the categories (SPEC §3). */
export type ConsentTagName =
  'functionality_storage' | 'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization';

export type ConsentValue = 'granted' | 'denied';

export type CategoryName = 'Functional' | 'Analytics' | 'Marketing';

export interface CookieCategory {
  name: CategoryName;
  description: string;
  tags: readonly { name: ConsentTagName; default: ConsentValue }[];
  /**
   * SPEC §3 "isGTM (always on)": the category cannot be switched off and is accepted even before the
   * visitor chooses. None of the three is: strictly necessary storage is not a category here.
   */
  isGTM: boolean;
  isAccepted: boolean;
  isSaved: boolean;
  /** ISO instant; null until saved. */
  expiresAt: string | null;
}

/** One row of the cookies-policy table, as the server lists it (SPEC §3 "Cookie detail record"). */
export interface CookieRecord {
  category: string;
  name: string;
  description: string;
  retentionPeriod: string;
  dataController: string;
}

/** The server's cookie list: its records, the wording of each category and the version of both. */
export interface CookieList {
  cookies: CookieRecord[];
  categories: readonly { name: string; description: string }[];
  /** Recorded with each choice, to prove which wording and list the visitor chose on. */
  version: string;
}

const NO_COOKIE_LIST: CookieList = { cookies: [], categories: [], version: '' };

export interface ConsentState {
  /** No valid saved choice: the visitor has never chosen, or their choice has expired. */
  isFirstTime: boolean;
  isBannerOpen: boolean;
  isManagerOpen: boolean;
  categories: CookieCategory[];
  /** Empty until the server's list arrives. */
  cookieList: CookieList;
  /** The page's cookies as the browser last reported them, so the manager can show which are set. */
  currentCookie: string;
}

export type ConsentAction =
  | { type: 'acceptAll'; now: Date }
  | { type: 'rejectAll'; now: Date }
  | { type: 'openManager' }
  | { type: 'toggle'; name: CategoryName }
  | { type: 'saveAndClose'; now: Date }
  /** Leaves the manager without saving; the toggles go back to the saved choice. */
  | { type: 'closeManager'; stored: string | null; now: Date }
  | { type: 'navigated'; pathname: string }
  | { type: 'cookiesLoaded'; cookieList: CookieList }
  | { type: 'cookieChanged'; cookie: string };

/** The SPEC §9 storage key; its value is the list of saved categories. */
export const STORAGE_KEY = 'dgCookies';

/** Reading the cookies policy must not be covered by the banner that asks about those cookies. */
export const COOKIES_POLICY_PATH = '/cookies-policy';

const denied = (...names: ConsentTagName[]) => names.map((name) => ({ name, default: 'denied' as const }));

const CATEGORY_DEFINITIONS: readonly Omit<CookieCategory, 'isAccepted' | 'isSaved' | 'expiresAt'>[] = [
  {
    name: 'Functional',
    description:
      'Let the website offer extra features, such as videos embedded in our blog posts. If you switch these off, those features may not work.',
    tags: denied('functionality_storage'),
    isGTM: false,
  },
  {
    name: 'Analytics',
    description:
      'Help us understand how visitors use the website, such as which pages are visited and where people leave a quote, so we can improve it. The information is collected in a way that does not directly identify you.',
    tags: denied('analytics_storage'),
    isGTM: false,
  },
  {
    name: 'Marketing',
    description:
      'Used by us and our advertising partners, Google and Meta, to show you relevant adverts on other websites and social media, and to measure how well our adverts work.',
    tags: denied('ad_storage', 'ad_user_data', 'ad_personalization'),
    isGTM: false,
  },
];

/** Before any choice: only always-on categories are accepted. */
export function defaultCategories(): CookieCategory[] {
  return CATEGORY_DEFINITIONS.map((definition) => ({
    ...definition,
    isAccepted: definition.isGTM,
    isSaved: false,
    expiresAt: null,
  }));
}

/**
 * SPEC §9 "month plus 5", on the calendar: the same day of the month five months on, or that month's
 * last day when it is shorter (31 August gives 31 January; 30 September gives 28 or 29 February).
 */
export function consentExpiry(now: Date): Date {
  const expiry = new Date(now);
  expiry.setDate(1);
  expiry.setMonth(expiry.getMonth() + 5);
  const lastDay = new Date(expiry.getFullYear(), expiry.getMonth() + 1, 0).getDate();
  expiry.setDate(Math.min(now.getDate(), lastDay));
  return expiry;
}

interface StoredCategory {
  name: CategoryName;
  isAccepted: boolean;
  isSaved: boolean;
  expiresAt: string;
}

/** Only the choice is stored: names, wording and tags always come from this build. */
export function encodeCategories(categories: readonly CookieCategory[]): string {
  return JSON.stringify(
    categories.map(({ name, isAccepted, isSaved, expiresAt }) => ({ name, isAccepted, isSaved, expiresAt })),
  );
}

function isStoredCategory(value: unknown): value is StoredCategory {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.name === 'string' &&
    typeof entry.isAccepted === 'boolean' &&
    typeof entry.isSaved === 'boolean' &&
    typeof entry.expiresAt === 'string'
  );
}

function parseStored(stored: string): unknown {
  try {
    return JSON.parse(stored);
  } catch {
    return null;
  }
}

/**
 * The saved choice, if there is one still in force: SPEC §4 judges expiry by the first entry. A choice
 * that does not cover every category of this build (one was added since) is no choice about that one,
 * so it counts as none and the visitor is asked again.
 */
export function decodeCategories(stored: string | null, now: Date): CookieCategory[] | null {
  const entries = stored === null ? null : parseStored(stored);
  if (!Array.isArray(entries) || !entries.every(isStoredCategory) || entries.length === 0) return null;
  if (!(Date.parse(entries[0].expiresAt) > now.getTime())) return null;
  const restored = defaultCategories().map((category) => {
    const entry = entries.find((candidate) => candidate.name === category.name);
    // Only the choice is taken: anything else stored (an older format's wording or tags) is ignored.
    return (
      entry && {
        ...category,
        isAccepted: category.isGTM || entry.isAccepted,
        isSaved: entry.isSaved,
        expiresAt: entry.expiresAt,
      }
    );
  });
  return restored.every((category) => category !== undefined) ? restored : null;
}

/**
 * A visitor who has not chosen is asked on every page but the cookies policy, which the banner links
 * to, and staff's screens, which set no cookie a visitor could refuse (and the dialog would cover the
 * sign-in).
 */
const asksOn = (pathname: string) => pathname !== COOKIES_POLICY_PATH && !isStaffScreen(pathname);

/** The state on page load (SPEC §4): the saved choice, or the banner asking for one. */
export function initialConsentState(stored: string | null, pathname: string, now: Date): ConsentState {
  const saved = decodeCategories(stored, now);
  return {
    isFirstTime: saved === null,
    isBannerOpen: saved === null && asksOn(pathname),
    isManagerOpen: false,
    categories: saved ?? defaultCategories(),
    cookieList: NO_COOKIE_LIST,
    currentCookie: '',
  };
}

/** Ends the asking: every category saved with a new expiry, always-on ones accepted, both views closed. */
function save(state: ConsentState, accept: (category: CookieCategory) => boolean, now: Date): ConsentState {
  const expiresAt = consentExpiry(now).toISOString();
  return {
    ...state,
    isFirstTime: false,
    isBannerOpen: false,
    isManagerOpen: false,
    categories: state.categories.map((category) => ({
      ...category,
      isAccepted: category.isGTM || accept(category),
      isSaved: true,
      expiresAt,
    })),
  };
}

export function consentReducer(state: ConsentState, action: ConsentAction): ConsentState {
  switch (action.type) {
    case 'acceptAll':
      return save(state, () => true, action.now);
    case 'rejectAll':
      return save(state, () => false, action.now);
    case 'saveAndClose':
      return save(state, (category) => category.isAccepted, action.now);
    case 'openManager':
      return { ...state, isManagerOpen: true };
    case 'toggle':
      return {
        ...state,
        categories: state.categories.map((category) =>
          category.name === action.name && !category.isGTM
            ? { ...category, isAccepted: !category.isAccepted }
            : category,
        ),
      };
    case 'closeManager':
      return {
        ...state,
        isManagerOpen: false,
        categories: decodeCategories(action.stored, action.now) ?? defaultCategories(),
      };
    case 'navigated': {
      const isBannerOpen = state.isFirstTime && asksOn(action.pathname);
      return isBannerOpen === state.isBannerOpen ? state : { ...state, isBannerOpen };
    }
    case 'cookiesLoaded':
      return { ...state, cookieList: action.cookieList };
    case 'cookieChanged':
      return { ...state, currentCookie: action.cookie };
  }
}

/**
 * The server words the categories (its version covers that wording); this build's wording stands in
 * until the list arrives, or if it cannot.
 */
export function categoryDescription(category: CookieCategory, cookieList: CookieList): string {
  return (
    cookieList.categories.find((listed) => listed.name === category.name)?.description ?? category.description
  );
}

/** SPEC §4: the page does not scroll behind the banner or the manager. */
export function isScrollLocked(state: ConsentState): boolean {
  return state.isBannerOpen || state.isManagerOpen;
}

/** Consent is settled once the visitor has chosen and no consent view is open. */
export function isConsentSettled(state: ConsentState): boolean {
  return !state.isFirstTime && !isScrollLocked(state);
}

type TagValue = (category: CookieCategory, tag: CookieCategory['tags'][number]) => ConsentValue;

function tagValues(
  categories: readonly CookieCategory[],
  value: TagValue,
): Record<ConsentTagName, ConsentValue> {
  return Object.fromEntries(
    categories.flatMap((category) => category.tags.map((tag) => [tag.name, value(category, tag)])),
  ) as Record<ConsentTagName, ConsentValue>;
}

/** What Consent Mode assumes before any choice: each tag's default (SPEC §3: all denied). */
export function consentDefaults(): Record<ConsentTagName, ConsentValue> {
  return tagValues(defaultCategories(), (_category, tag) => tag.default);
}

/** The visitor's choice for every tag: granted where its category is accepted, otherwise denied. */
export function consentChoices(categories: readonly CookieCategory[]): Record<ConsentTagName, ConsentValue> {
  return tagValues(categories, (category) => (category.isAccepted ? 'granted' : 'denied'));
}
