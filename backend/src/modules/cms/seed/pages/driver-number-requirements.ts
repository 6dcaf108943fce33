import type { Brand } from '#src/config/brand.types';
import { callUs } from '../brand-content';
import { a, html, htmlSafe, p, strong, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function driverNumberRequirementsSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('driver-number-requirements', [
    {
      key: 'intro',
      title: 'Driver number requirements',
      body: html(
        p(
          'When you get a quote or buy a policy, we ask for the driver number of everyone who will be named on it, including you. Irish insurers ask for driver numbers as a standard part of arranging motor insurance.',
        ),
        p(
          `Have your driving licence or learner permit to hand before you ${a(ROUTES.getAQuote, 'get a quote')}.`,
        ),
      ),
    },
    {
      key: 'where-to-find-it',
      title: 'Where to find your driver number',
      body: html(
        p(
          `Your driver number is printed in ${strong('field 4d')} on the front of your Irish driving licence or learner permit card.`,
        ),
        ul([
          'Do not confuse it with your licence number, which is in field 5 and changes each time a new card is issued.',
          'Your driver number is unique to you and stays the same when you renew, or when you move from a learner permit to a full licence.',
          'If you have lost your licence or permit, you can apply to the National Driver Licence Service (NDLS) for a replacement.',
        ]),
      ),
    },
    {
      key: 'why-we-ask',
      title: 'Why insurers ask for it',
      body: html(
        p(
          'Your driver number lets the insurer verify your licence details and any penalty points against official records, rather than relying only on what is typed into a form. This helps:',
        ),
        ul([
          'keep quotes accurate, so you pay the right price for your driving record;',
          'reduce fraud, which pushes up premiums for every driver;',
          'confirm that everyone named on the policy holds the licence or permit they told us about.',
        ]),
        p(
          'Please give your penalty points and licence details accurately. If what you tell us does not match the official record, your price may change, and giving incorrect information could affect a claim or your policy.',
        ),
      ),
    },
    {
      key: 'other-licences',
      title: 'If you do not have an Irish licence',
      body: p(
        `Drivers with a licence issued outside Ireland will not have an Irish driver number. Call us on ${callUs(b)} and we will check what the insurer needs from you.`,
      ),
    },
    {
      key: 'your-data',
      title: 'How we use your driver number',
      body: p(
        `We use your driver number only to arrange and administer your insurance, and we share it only with the insurer and the bodies set out in our ${a(ROUTES.privacyPolicy, 'privacy policy')}.`,
      ),
    },
  ]);
}
