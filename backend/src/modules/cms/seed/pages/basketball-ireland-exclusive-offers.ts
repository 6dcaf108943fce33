import type { Brand } from '#src/config/brand.types';
import { callUs } from '../brand-content';
import { a, html, htmlSafe, ol, p, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function basketballIrelandExclusiveOffersSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('basketball-ireland-exclusive-offers', [
    {
      key: 'intro',
      title: `Exclusive offers for ${brand.association.name} members`,
      body: html(
        p(
          `${b.name} is proud to support ${b.association.name}. As a member, you can get an exclusive discount on your car insurance with us, and so can your immediate family living at the same address.`,
        ),
        p(
          'Whether you are a player, coach, referee, volunteer or parent, the offer is open to you as long as your membership is current.',
        ),
      ),
    },
    {
      key: 'how-to-claim',
      title: 'How to claim your discount',
      body: ol([
        `Fill in the form on this page with your name, contact details, your ${b.association.name} membership number and your club.`,
        'Tell us about your car and your renewal date so we can have your quote ready in time.',
        `We will contact you with a quote that includes your members’ discount. If you prefer, call us on ${callUs(b)} and mention your membership.`,
      ]),
    },
    {
      key: 'terms',
      title: 'Offer terms',
      body: html(
        ul([
          'The discount is available to current members and their immediate family living at the same address. We may ask for proof of membership.',
          'The discount applies to new policies arranged through this offer and is shown on your quote.',
          'All quotes are subject to the insurer’s normal underwriting criteria.',
          'The discount cannot be combined with any other offer and has no cash value.',
          'We may change or withdraw the offer at any time; this does not affect policies already in force.',
        ]),
        p(`Our ${a(ROUTES.termsOfBusiness, 'terms of business')} also apply.`),
      ),
    },
  ]);
}
