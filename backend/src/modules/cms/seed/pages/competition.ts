import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, ol, p, strong } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

/** Wording fixed by SPEC §2 (competition modal); the home teaser and this page must match it exactly. */
export const COMPETITION_HEADLINE = 'We have a 100 euro gift card up for grabs when you get a quote with us!';

export function howToEnter(brand: Brand): string[] {
  const b = htmlSafe(brand);
  return [
    `${a(ROUTES.getAQuote, 'Get a quote')} with ${b.name}.`,
    `Visit ${a(b.instagramCompetitionPost, `${b.shortName} on Instagram`)}.`,
    'Follow us and react with a heart-eyes emoji 😍 to the Competition Highlight.',
  ];
}

export function competitionSections(brand: Brand): CmsSectionSeed[] {
  return pageSections('competition', [
    {
      key: 'intro',
      title: 'Win a 100 euro gift card',
      body: html(
        p(strong(COMPETITION_HEADLINE)),
        p(
          'The prize is a 100 euro retail gift card. Getting a quote is free, takes a few minutes and does not commit you to buying anything.',
        ),
      ),
    },
    {
      key: 'how-to-enter',
      title: 'How to Enter',
      body: html(
        ol(howToEnter(brand)),
        p(
          `The competition is open to residents of the Republic of Ireland aged 18 or over. Full rules, including how and when we pick the winner, are in our ${a(ROUTES.socialMediaTerms, 'social media terms')}.`,
        ),
      ),
    },
  ]);
}
