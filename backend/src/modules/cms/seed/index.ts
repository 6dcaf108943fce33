import type { Brand } from '#src/config/brand.types';
import { aboutCfmSections } from './pages/about-cfm';
import { assumptionsSections } from './pages/assumptions';
import { basketballIrelandExclusiveOffersSections } from './pages/basketball-ireland-exclusive-offers';
import { breakdownAssistanceSections } from './pages/breakdown-assistance';
import { careersSections } from './pages/careers';
import { competitionSections } from './pages/competition';
import { contactUsSections } from './pages/contact-us';
import { cookiesPolicySections } from './pages/cookies-policy';
import { customerFeedbackSections } from './pages/customer-feedback';
import { disclaimerSections } from './pages/disclaimer';
import { driverNumberRequirementsSections } from './pages/driver-number-requirements';
import { helpCentreSections } from './pages/help-centre';
import { homeSections } from './pages/home';
import { learnerDriverInsuranceSections } from './pages/learner-driver-insurance';
import { makingAClaimSections } from './pages/making-a-claim';
import { policyChangeSections } from './pages/policy-change';
import { privacyPolicySections } from './pages/privacy-policy';
import { socialMediaTermsSections } from './pages/social-media-terms';
import { termsOfBusinessSections } from './pages/terms-of-business';
import { whySections } from './pages/why';
import type { CmsSectionSeed } from './types';

export type { Brand } from '#src/config/brand.types';
export type { CmsItem, CmsSectionSeed, Contact, Feature, Step, TeamBlock, Testimonial } from './types';
export { COMPETITION_HEADLINE } from './pages/competition';

const PAGES: ((brand: Brand) => CmsSectionSeed[])[] = [
  homeSections,
  whySections,
  learnerDriverInsuranceSections,
  helpCentreSections,
  makingAClaimSections,
  breakdownAssistanceSections,
  driverNumberRequirementsSections,
  assumptionsSections,
  policyChangeSections,
  contactUsSections,
  customerFeedbackSections,
  competitionSections,
  disclaimerSections,
  cookiesPolicySections,
  privacyPolicySections,
  socialMediaTermsSections,
  termsOfBusinessSections,
  aboutCfmSections,
  careersSections,
  basketballIrelandExclusiveOffersSections,
];

/** Every CMS section the public site starts with, one per page and key. */
export function cmsSections(brand: Brand): CmsSectionSeed[] {
  return PAGES.flatMap((page) => page(brand));
}
