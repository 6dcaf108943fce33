import { recordConsent } from '../../api/cookies';
import { ANONYMOUS_ID_KEY, anonymousId, choicesOf, commitChoice, VERSION_UNAVAILABLE } from './commitChoice';
import { defaultCategories, initialConsentState } from './consentMachine';

vi.mock('../../api/cookies', () => ({ recordConsent: vi.fn(() => Promise.resolve()) }));

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => localStorage.clear());

describe('anonymousId', () => {
  it('makes a random v4 uuid once and keeps it in local storage', () => {
    const id = anonymousId();
    expect(id).toMatch(UUID_V4);
    expect(localStorage.getItem(ANONYMOUS_ID_KEY)).toBe(id);
    expect(anonymousId()).toBe(id);
  });

  it('replaces a stored value that is not a uuid', () => {
    localStorage.setItem(ANONYMOUS_ID_KEY, 'me@example.com');
    expect(anonymousId()).toMatch(UUID_V4);
  });

  it('still makes a v4 uuid where crypto.randomUUID is missing (plain HTTP)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(anonymousId()).toMatch(UUID_V4);
    } finally {
      Reflect.deleteProperty(crypto, 'randomUUID');
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('commitChoice', () => {
  it('maps categories to the recorded choices', () => {
    const categories = defaultCategories().map((c) => ({ ...c, isAccepted: c.name === 'Marketing' }));
    expect(choicesOf(categories)).toEqual({ functional: false, analytics: false, marketing: true });
  });

  it('keeps the choice when the server cannot record it', async () => {
    vi.mocked(recordConsent).mockRejectedValueOnce(new Error('offline'));
    commitChoice(initialConsentState(null, '/', new Date()), 'banner');
    await Promise.resolve();
    expect(localStorage.getItem('dgCookies')).not.toBeNull();
  });

  it("records the cookie list's version, or says it was unavailable", () => {
    const state = initialConsentState(null, '/', new Date());
    commitChoice(state, 'footer');
    expect(recordConsent).toHaveBeenLastCalledWith(
      expect.objectContaining({ bannerVersion: VERSION_UNAVAILABLE }),
    );
    commitChoice({ ...state, cookieList: { cookies: [], categories: [], version: 'abc' } }, 'footer');
    expect(recordConsent).toHaveBeenLastCalledWith(
      expect.objectContaining({ bannerVersion: 'abc', source: 'footer' }),
    );
  });
});
