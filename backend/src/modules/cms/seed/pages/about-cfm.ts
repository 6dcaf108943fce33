import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, p } from '../html';
import { pageSections } from '../page';
import { ROUTES, whyPath } from '../routes';
import type { CmsSectionSeed } from '../types';

export function aboutCfmSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('about-cfm', [
    {
      key: 'intro',
      title: `About ${brand.legalName}`,
      body: html(
        p(
          `${b.legalName} is an Irish insurance broker based at ${b.registeredOffice}. We trade as ${b.name}, a car insurance service designed around women drivers and learner drivers.`,
        ),
        p(
          'Our team has more than 100 years of combined experience in Irish motor insurance. We know that insurance can feel complicated, so we explain things plainly and take the time to get your cover right.',
        ),
      ),
    },
    {
      key: 'how-we-work',
      title: 'How we work',
      body: html(
        p(b.underwritingScheme),
        p(
          `${b.regulatorStatement} We are members of ${a(b.brokerAssociation.url, b.brokerAssociation.name)}. Our ${a(ROUTES.termsOfBusiness, 'terms of business')} explain our services, how we are paid and how to complain.`,
        ),
      ),
    },
    {
      key: 'community',
      title: 'In the community',
      body: p(
        `We are proud to support ${b.association.name}, and members can get ${a(b.association.offerPath, 'exclusive offers')} on their car insurance.`,
      ),
    },
    {
      key: 'find-out-more',
      title: 'Find out more',
      body: p(
        `Read ${a(whyPath(brand), `why drivers choose ${b.shortName}`)}, or see our ${a(ROUTES.careers, 'careers page')} if you would like to join us.`,
      ),
    },
  ]);
}
