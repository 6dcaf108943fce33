import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, ol, p, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';
import { howToEnter } from './competition';

export function socialMediaTermsSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('social-media-terms', [
    {
      key: 'intro',
      title: 'Social media terms',
      body: html(
        p(
          `These terms apply to ${b.name}’s pages on ${a(b.social.facebook, 'Facebook')}, ${a(b.social.twitter, 'Twitter')} and ${a(b.social.instagram, 'Instagram')}, and to competitions we run on them. Our pages are run by ${b.legalName}.`,
        ),
        p(
          'Each platform’s own terms and privacy policy also apply. Our competitions are not sponsored, endorsed or run by, or associated with, Facebook, Instagram, Meta or X (Twitter).',
        ),
      ),
    },
    {
      key: 'community',
      title: 'Using our pages',
      body: html(
        p(
          'We welcome comments and questions. To keep our pages useful and safe, we may hide or remove posts that:',
        ),
        ul([
          'are offensive, abusive, discriminatory, threatening or defamatory;',
          'contain spam, advertising or links to unrelated websites;',
          'share anyone’s personal information, including policy numbers, registration numbers or contact details;',
          'are off-topic, misleading or break the law or the platform’s rules.',
        ]),
        p(
          'For your privacy, never post policy or personal details publicly. Send us a private message or use our contact form and we will help. Posts on our pages are general information, not advice on your own cover.',
        ),
      ),
    },
    {
      key: 'competitions',
      title: 'Competition terms',
      body: html(
        p(
          'These rules apply to every competition we run on social media unless the competition post says otherwise.',
        ),
        ol([
          `The promoter is ${b.legalName}, ${b.registeredOffice}.`,
          'Entrants must be aged 18 or over and resident in the Republic of Ireland. Our employees and their immediate families may not enter.',
          'The competition runs for the dates stated in the competition post. Late entries are not counted.',
          'One entry per person. Entries made with automated tools or multiple accounts are invalid.',
          'The winner is chosen at random from all valid entries after the closing date.',
          'We announce the winner on the platform and contact them by private message from our verified account. The winner must reply within 7 days or we may pick another winner.',
          'We will never ask a winner for payment, card details or passwords. Please report any account that does.',
          'The prize is as described in the competition post. There is no cash alternative and the prize cannot be transferred. We may substitute a prize of equal or greater value if the stated prize becomes unavailable.',
          'Getting a quote does not oblige you to buy a policy, and buying a policy does not improve your chance of winning.',
          `We use entrants’ information only to run the competition, as explained in our ${a(ROUTES.privacyPolicy, 'privacy policy')}.`,
        ]),
      ),
    },
    {
      key: 'current-competition',
      title: 'Our gift card competition',
      body: html(
        p('Win a 100 euro retail gift card when you get a quote with us. How to Enter:'),
        ol(howToEnter(brand)),
      ),
    },
  ]);
}
