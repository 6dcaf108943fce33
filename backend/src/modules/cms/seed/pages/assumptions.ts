import type { Brand } from '#src/config/brand.types';
import { LICENCE_TYPE_LABELS } from '#src/modules/rating/index';
import { callUs, officeContacts } from '../brand-content';
import { html, htmlSafe, p, ul } from '../html';
import { pageSections } from '../page';
import type { CmsSectionSeed } from '../types';

const OR_LIST = new Intl.ListFormat('en-IE', { type: 'disjunction' });

/**
 * The licences the quote offers, from the same list as its licence question, so the page never
 * tells a driver that a licence the form accepts is not accepted.
 */
function licenceStatement(): string {
  const kinds = Object.values(LICENCE_TYPE_LABELS).map(
    (label) => label.charAt(0).toLowerCase() + label.slice(1),
  );
  return `Every driver holds a current licence or permit of one of the kinds the quote asks about: ${OR_LIST.format(kinds)}.`;
}

export function assumptionsSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('assumptions', [
    {
      key: 'intro',
      title: 'Before you get a quote',
      body: html(
        p(
          'Our online quotes are based on the statements below. Please read them carefully and confirm that each one is true for you and for every driver you want to name on the policy.',
        ),
        p(
          'Answer honestly and with reasonable care. If a statement is not true and you go ahead anyway, the insurer could refuse or reduce a claim, or cancel your policy.',
        ),
      ),
    },
    {
      key: 'statements',
      title: 'Please confirm that:',
      body: ul([
        'You and every driver live permanently in the Republic of Ireland.',
        licenceStatement(),
        'The car is registered in the Republic of Ireland, is right-hand drive, and is owned by you or your spouse, civil partner or partner, or is being bought by you on finance.',
        'The car has not been modified from the manufacturer’s standard specification in any way that affects its performance, appearance or value.',
        'The car will not be used for hire or reward (for example as a taxi, for ride-sharing or for paid deliveries), for racing, rallies, track days or off-road events, or for carrying goods for business.',
        'The car is roadworthy and, where one is required, has a valid NCT certificate.',
        'No driver has been convicted of a motoring offence other than penalty points you will tell us about, nor of any criminal offence, and no driver has a prosecution pending.',
        'No driver has been disqualified from driving in the last five years.',
        'You will tell us about every accident, claim or loss involving any driver in the last five years, whoever was at fault.',
        'No driver has had motor insurance declined, cancelled or refused at renewal, or had special terms imposed.',
        'No driver has a medical condition or disability that must be reported to the National Driver Licence Service (NDLS), unless it has been reported and the NDLS has confirmed that they may drive.',
        'Any learner driver will display L plates and will always be accompanied by someone who has held a full licence for the same category of vehicle for at least two years.',
      ]),
    },
    {
      key: 'decline',
      title: 'We can’t quote for you online',
      body: html(
        p(
          'Sorry, because one or more of the statements is not true for you, we cannot give you a quote online. That does not mean we cannot help.',
        ),
        p(
          `Please call us on ${callUs(b)} and one of our team will talk through your circumstances with you. Our opening hours are ${b.openingHours}.`,
        ),
      ),
      items: officeContacts(brand),
    },
  ]);
}
