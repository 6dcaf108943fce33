import { saveChoice } from './consentFixtures';

const DENIED = {
  functionality_storage: 'denied',
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

/** Runs the start-up module afresh, as a new page load would, and answers what it pushed. */
async function loadPage(): Promise<unknown[][]> {
  vi.resetModules();
  delete window.dataLayer;
  await import('./startConsentMode');
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

beforeEach(() => localStorage.clear());

describe('Consent Mode at start-up', () => {
  it('pushes the all-denied default, waiting 500 ms for an update, and nothing else on a first visit', async () => {
    expect(await loadPage()).toEqual([['consent', 'default', { ...DENIED, wait_for_update: 500 }]]);
  });

  it("pushes a returning visitor's saved choice as an update right after the default", async () => {
    saveChoice({ Functional: true, Marketing: true });
    expect(await loadPage()).toEqual([
      ['consent', 'default', { ...DENIED, wait_for_update: 500 }],
      [
        'consent',
        'update',
        {
          functionality_storage: 'granted',
          analytics_storage: 'denied',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ],
    ]);
  });

  it('pushes no update for an expired choice', async () => {
    saveChoice({ Functional: true, Analytics: true, Marketing: true }, '2020-01-01T00:00:00.000Z');
    expect(await loadPage()).toHaveLength(1);
  });
});
