/** Set once the modal has been shown, so each visitor sees it once (SPEC §2 "Competition modal"). */
export const COMPETITION_SEEN_KEY = 'ivyCompetitionSeen';

/** The CMS page that holds the modal's wording. */
export const COMPETITION_PAGE = 'competition';

/**
 * Where the offer would get in the way: staff screens, and journeys a visitor is in the middle of (the
 * quote and its assumptions, retrieving a quote, renewing and paying).
 */
const KEEP_CLEAR = [
  '/admin',
  '/verifypasswordreset',
  '/assumptions',
  '/get-a-quote',
  '/retrieve-a-quote',
  '/renewals',
];

export function competitionAllowedOn(pathname: string): boolean {
  return !KEEP_CLEAR.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** Shown once, only after the cookie question is answered (never on top of it), and not where it intrudes. */
export function shouldShowCompetition({
  seen,
  consentSettled,
  pathname,
}: {
  seen: boolean;
  consentSettled: boolean;
  pathname: string;
}): boolean {
  return !seen && consentSettled && competitionAllowedOn(pathname);
}
