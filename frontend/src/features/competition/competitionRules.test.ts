import { competitionAllowedOn, shouldShowCompetition } from './competitionRules';

describe('competitionAllowedOn', () => {
  it.each([
    '/',
    '/blog',
    '/blog/post/1',
    '/why-ivy',
    '/help-contact/faq',
    '/cookies-policy',
    '/get-a-quoteX',
  ])('allows %s', (path) => expect(competitionAllowedOn(path)).toBe(true));

  it.each([
    '/admin',
    '/admin/user',
    '/verifypasswordreset',
    '/assumptions',
    '/get-a-quote',
    '/get-a-quote/summary',
    '/retrieve-a-quote/ABC123',
    '/renewals',
    '/renewals/1/payment',
  ])('keeps %s clear', (path) => expect(competitionAllowedOn(path)).toBe(false));
});

describe('shouldShowCompetition', () => {
  it('shows only to a visitor who has not seen it, once consent is settled, where it is allowed', () => {
    const due = { seen: false, consentSettled: true, pathname: '/' };
    expect(shouldShowCompetition(due)).toBe(true);
    expect(shouldShowCompetition({ ...due, seen: true })).toBe(false);
    expect(shouldShowCompetition({ ...due, consentSettled: false })).toBe(false);
    expect(shouldShowCompetition({ ...due, pathname: '/admin/cms' })).toBe(false);
  });
});
