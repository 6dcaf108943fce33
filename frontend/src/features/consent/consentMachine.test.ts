import {
  categoryDescription,
  consentChoices,
  consentDefaults,
  consentExpiry,
  consentReducer,
  decodeCategories,
  defaultCategories,
  encodeCategories,
  initialConsentState,
  isConsentSettled,
  isScrollLocked,
  type ConsentState,
  type CookieCategory,
} from './consentMachine';
import { GA_RECORD, storedChoice } from './consentFixtures';

const NOW = new Date(2026, 10, 21, 9, 30);
const LATER = new Date(2026, 11, 1).toISOString();
const EARLIER = new Date(2026, 10, 1).toISOString();

const accepted = (state: ConsentState) =>
  Object.fromEntries(state.categories.map((category) => [category.name, category.isAccepted]));

const firstVisit = () => initialConsentState(null, '/', NOW);

describe('categories (SPEC §3)', () => {
  it('are Functional, Analytics and Marketing with their consent tags, every tag denied by default', () => {
    expect(defaultCategories().map((c) => [c.name, c.tags.map((t) => `${t.name}:${t.default}`)])).toEqual([
      ['Functional', ['functionality_storage:denied']],
      ['Analytics', ['analytics_storage:denied']],
      ['Marketing', ['ad_storage:denied', 'ad_user_data:denied', 'ad_personalization:denied']],
    ]);
  });

  it('are none of them always on, so nothing is accepted before the visitor chooses', () => {
    for (const category of defaultCategories()) {
      expect(category).toMatchObject({ isGTM: false, isAccepted: false, isSaved: false, expiresAt: null });
      expect(category.description).not.toBe('');
    }
  });
});

describe('on load', () => {
  it('with nothing stored: first time, banner open, nothing accepted', () => {
    expect(firstVisit()).toEqual({
      isFirstTime: true,
      isBannerOpen: true,
      isManagerOpen: false,
      categories: defaultCategories(),
      cookieList: { cookies: [], categories: [], version: '' },
      currentCookie: '',
    });
  });

  it('with a saved choice still in force: restores it and keeps the banner closed', () => {
    const state = initialConsentState(storedChoice({ Analytics: true }, LATER), '/', NOW);
    expect(state).toMatchObject({ isFirstTime: false, isBannerOpen: false, isManagerOpen: false });
    expect(accepted(state)).toEqual({ Functional: false, Analytics: true, Marketing: false });
    expect(state.categories.every((category) => category.isSaved && category.expiresAt === LATER)).toBe(true);
    // Wording and tags come from this build, not from storage.
    expect(state.categories[2].tags).toHaveLength(3);
  });

  it('with an expired choice: asks again, with nothing accepted', () => {
    const state = initialConsentState(storedChoice({ Analytics: true, Marketing: true }, EARLIER), '/', NOW);
    expect(state).toMatchObject({ isFirstTime: true, isBannerOpen: true });
    expect(state.categories).toEqual(defaultCategories());
  });

  it('judges expiry by the first entry, as SPEC §4 says', () => {
    const entries = JSON.parse(storedChoice({ Analytics: true }, LATER)) as { expiresAt: string }[];
    entries[0].expiresAt = EARLIER;
    expect(decodeCategories(JSON.stringify(entries), NOW)).toBeNull();
    entries[0].expiresAt = LATER;
    entries[1].expiresAt = EARLIER;
    expect(decodeCategories(JSON.stringify(entries), NOW)).not.toBeNull();
  });

  it('on the cookies policy page: first time, but the banner stays closed', () => {
    expect(initialConsentState(null, '/cookies-policy', NOW)).toMatchObject({
      isFirstTime: true,
      isBannerOpen: false,
    });
  });

  it.each([
    ['not JSON', '{nope'],
    ['not a list', '{"name":"Analytics"}'],
    ['an empty list', '[]'],
    ['entries of the wrong shape', '[{"name":"Analytics","isAccepted":"yes"}]'],
    [
      'a choice that misses a category added since',
      JSON.stringify(JSON.parse(storedChoice({}, LATER)).slice(0, 2)),
    ],
  ])('treats %s as no choice', (_case, value) => {
    expect(initialConsentState(value, '/', NOW)).toMatchObject({ isFirstTime: true, isBannerOpen: true });
  });
});

describe('choices', () => {
  it('Accept All: every category accepted and saved, expiring in five months, banner closed', () => {
    const state = consentReducer(firstVisit(), { type: 'acceptAll', now: NOW });
    expect(state).toMatchObject({ isFirstTime: false, isBannerOpen: false, isManagerOpen: false });
    for (const category of state.categories) {
      expect(category).toMatchObject({
        isAccepted: true,
        isSaved: true,
        expiresAt: consentExpiry(NOW).toISOString(),
      });
    }
  });

  it('Reject All: nothing accepted, all saved, banner closed', () => {
    const state = consentReducer(firstVisit(), { type: 'rejectAll', now: NOW });
    expect(state).toMatchObject({ isFirstTime: false, isBannerOpen: false });
    expect(accepted(state)).toEqual({ Functional: false, Analytics: false, Marketing: false });
    expect(state.categories.every((category) => category.isSaved)).toBe(true);
  });

  it('Manage Preferences, toggle, Save and close: saves exactly what was switched on and closes both views', () => {
    let state = consentReducer(firstVisit(), { type: 'openManager' });
    expect(state).toMatchObject({ isBannerOpen: true, isManagerOpen: true });

    state = consentReducer(state, { type: 'toggle', name: 'Analytics' });
    state = consentReducer(state, { type: 'toggle', name: 'Marketing' });
    state = consentReducer(state, { type: 'toggle', name: 'Marketing' });
    expect(accepted(state)).toEqual({ Functional: false, Analytics: true, Marketing: false });
    expect(state.categories.some((category) => category.isSaved)).toBe(false);

    state = consentReducer(state, { type: 'saveAndClose', now: NOW });
    expect(state).toMatchObject({ isFirstTime: false, isBannerOpen: false, isManagerOpen: false });
    expect(accepted(state)).toEqual({ Functional: false, Analytics: true, Marketing: false });
    expect(state.categories.every((category) => category.isSaved)).toBe(true);
  });

  it('keeps an always-on category accepted: toggling does nothing and saving accepts it', () => {
    const alwaysOn: CookieCategory = { ...defaultCategories()[0], isGTM: true, isAccepted: false };
    const state: ConsentState = { ...firstVisit(), categories: [alwaysOn] };
    expect(consentReducer(state, { type: 'toggle', name: 'Functional' }).categories[0].isAccepted).toBe(
      false,
    );
    expect(consentReducer(state, { type: 'saveAndClose', now: NOW }).categories[0].isAccepted).toBe(true);
    expect(consentReducer(state, { type: 'rejectAll', now: NOW }).categories[0].isAccepted).toBe(true);
  });

  it('closing the manager without saving goes back to the banner and forgets the toggles', () => {
    let state = consentReducer(firstVisit(), { type: 'openManager' });
    state = consentReducer(state, { type: 'toggle', name: 'Analytics' });
    state = consentReducer(state, { type: 'closeManager', stored: null, now: NOW });
    expect(state).toMatchObject({ isBannerOpen: true, isManagerOpen: false });
    expect(state.categories).toEqual(defaultCategories());
  });

  it('closing the manager without saving restores the saved choice', () => {
    let state = initialConsentState(storedChoice({ Functional: true }, LATER), '/', NOW);
    state = consentReducer(state, { type: 'openManager' });
    state = consentReducer(state, { type: 'toggle', name: 'Functional' });
    state = consentReducer(state, {
      type: 'closeManager',
      stored: storedChoice({ Functional: true }, LATER),
      now: NOW,
    });
    expect(state).toMatchObject({ isBannerOpen: false, isManagerOpen: false });
    expect(accepted(state)).toEqual({ Functional: true, Analytics: false, Marketing: false });
  });
});

describe('navigation', () => {
  it('asks a visitor who has not chosen on every page but the cookies policy', () => {
    let state = initialConsentState(null, '/cookies-policy', NOW);
    state = consentReducer(state, { type: 'navigated', pathname: '/blog' });
    expect(state.isBannerOpen).toBe(true);
    state = consentReducer(state, { type: 'navigated', pathname: '/cookies-policy' });
    expect(state.isBannerOpen).toBe(false);
  });

  it('never asks again once the visitor has chosen', () => {
    const chosen = consentReducer(firstVisit(), { type: 'rejectAll', now: NOW });
    expect(consentReducer(chosen, { type: 'navigated', pathname: '/blog' })).toBe(chosen);
  });
});

describe('cookie list and current cookies', () => {
  const cookieList = {
    cookies: [GA_RECORD],
    categories: [{ name: 'Analytics', description: 'Counting visits, from the server.' }],
    version: 'v1',
  };

  it("keeps the server's list and the page's cookie string for the manager", () => {
    let state = consentReducer(firstVisit(), { type: 'cookiesLoaded', cookieList });
    state = consentReducer(state, { type: 'cookieChanged', cookie: '_ga=GA1.1' });
    expect(state).toMatchObject({ cookieList, currentCookie: '_ga=GA1.1' });
  });

  it("words a category as the server does, this build's wording standing in", () => {
    const [functional, analytics] = defaultCategories();
    expect(categoryDescription(analytics, cookieList)).toBe('Counting visits, from the server.');
    expect(categoryDescription(functional, cookieList)).toBe(functional.description);
    expect(categoryDescription(analytics, firstVisit().cookieList)).toBe(analytics.description);
  });
});

describe('consentExpiry: the same day five calendar months on, clamped to the month end', () => {
  it.each([
    [new Date(2026, 0, 15, 9, 30), new Date(2026, 5, 15, 9, 30)],
    [new Date(2026, 0, 31), new Date(2026, 5, 30)],
    [new Date(2025, 7, 31), new Date(2026, 0, 31)],
    [new Date(2025, 8, 30), new Date(2026, 1, 28)],
    [new Date(2027, 8, 30), new Date(2028, 1, 29)],
    [new Date(2026, 9, 31), new Date(2027, 2, 31)],
    [new Date(2026, 11, 31, 23, 59), new Date(2027, 4, 31, 23, 59)],
  ])('%s gives %s', (now, expected) => {
    expect(consentExpiry(now)).toEqual(expected);
  });
});

describe('storage codec', () => {
  it('takes only the choice from storage, never stored wording or tags', () => {
    const entries = (JSON.parse(storedChoice({ Marketing: true }, LATER)) as object[]).map((entry) => ({
      ...entry,
      description: 'Stale wording',
      tags: [{ name: 'ad_storage', default: 'granted' }],
      isGTM: true,
    }));
    const [, , marketing] = decodeCategories(JSON.stringify(entries), NOW) ?? [];
    expect(marketing).toEqual({
      ...defaultCategories()[2],
      isAccepted: true,
      isSaved: true,
      expiresAt: LATER,
    });
  });

  it('stores only the choice, and reads back the same categories', () => {
    const chosen = consentReducer(firstVisit(), { type: 'acceptAll', now: NOW }).categories;
    const text = encodeCategories(chosen);
    expect(JSON.parse(text)).toEqual(
      chosen.map(({ name, isAccepted, isSaved, expiresAt }) => ({ name, isAccepted, isSaved, expiresAt })),
    );
    expect(decodeCategories(text, NOW)).toEqual(chosen);
  });
});

describe('scroll lock and settled', () => {
  it('locks scrolling while the banner or the manager is open, and is settled only after a choice', () => {
    const banner = firstVisit();
    expect(isScrollLocked(banner)).toBe(true);
    expect(isConsentSettled(banner)).toBe(false);

    const chosen = consentReducer(banner, { type: 'acceptAll', now: NOW });
    expect(isScrollLocked(chosen)).toBe(false);
    expect(isConsentSettled(chosen)).toBe(true);

    const manager = consentReducer(chosen, { type: 'openManager' });
    expect(isScrollLocked(manager)).toBe(true);
    expect(isConsentSettled(manager)).toBe(false);

    const onPolicyPage = initialConsentState(null, '/cookies-policy', NOW);
    expect(isScrollLocked(onPolicyPage)).toBe(false);
    expect(isConsentSettled(onPolicyPage)).toBe(false);
  });
});

describe('Consent Mode values', () => {
  it('defaults every tag to denied', () => {
    expect(consentDefaults()).toEqual({
      functionality_storage: 'denied',
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });

  it('grants each tag of an accepted category and denies the rest', () => {
    let state = consentReducer(firstVisit(), { type: 'toggle', name: 'Marketing' });
    state = consentReducer(state, { type: 'saveAndClose', now: NOW });
    expect(consentChoices(state.categories)).toEqual({
      functionality_storage: 'denied',
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });
});
