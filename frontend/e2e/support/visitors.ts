import type { Page } from 'playwright-core';
import type { BrowserSession, Viewport } from './browser';

export const CONSENT_STORAGE_KEY = 'dgCookies';
export const COMPETITION_SEEN_KEY = 'ivyCompetitionSeen';

/**
 * A visitor who has had the competition modal already and, unless `askConsent`, has answered the cookie
 * question (all rejected, in force for a month): so a journey about another screen is not covered by
 * either modal. Set before every page load, but a choice made during the journey is kept.
 */
export async function visitor(
  session: BrowserSession,
  { viewport, askConsent = false }: { viewport?: Viewport; askConsent?: boolean } = {},
): Promise<Page> {
  const page = await session.newPage(viewport);
  await page.context().addInitScript(
    ({ consentKey, competitionKey, answered }) => {
      localStorage.setItem(competitionKey, 'seen');
      if (!answered || localStorage.getItem(consentKey) !== null) return;
      const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const choice = ['Functional', 'Analytics', 'Marketing'].map((name) => ({
        name,
        isAccepted: false,
        isSaved: true,
        expiresAt,
      }));
      localStorage.setItem(consentKey, JSON.stringify(choice));
    },
    { consentKey: CONSENT_STORAGE_KEY, competitionKey: COMPETITION_SEEN_KEY, answered: !askConsent },
  );
  return page;
}
