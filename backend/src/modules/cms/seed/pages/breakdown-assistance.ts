import type { Brand } from '#src/config/brand.types';
import { breakdownContact, callUs } from '../brand-content';
import { a, html, htmlSafe, p, strong, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function breakdownAssistanceSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('breakdown-assistance', [
    {
      key: 'intro',
      title: 'Breakdown assistance',
      body: html(
        p(
          `If your policy includes breakdown assistance, help is available 24 hours a day, 7 days a week, anywhere in the Republic of Ireland. Call our breakdown helpline on ${strong(b.phone.breakdown)}.`,
        ),
        p(
          'Your policy schedule shows whether breakdown assistance is included. Save the helpline number in your phone now so you have it when you need it.',
        ),
      ),
      items: [breakdownContact(brand)],
    },
    {
      key: 'whats-covered',
      title: 'What is covered',
      body: html(
        ul([
          'Roadside assistance if your car breaks down on the road or at home.',
          'Help with flat batteries, punctures, and keys lost or locked in the car.',
          'Running out of fuel or putting in the wrong fuel: we get you moving again, though you pay for the fuel itself.',
          'If your car cannot be fixed at the roadside, towing to the nearest suitable garage.',
        ]),
        p(
          `The limits that apply, such as the number of call-outs a year and towing distances, are set out in the ${a(b.documents.policyBooklet, 'policy booklet')}.`,
        ),
      ),
    },
    {
      key: 'whats-not-covered',
      title: 'What is not covered',
      body: ul([
        'The cost of parts, fuel, oil or garage labour once your car reaches the garage.',
        'Breakdowns caused by a car that was not roadworthy, serviced or maintained.',
        'Cars being used off public roads, for racing or for hire or reward.',
        'Breakdowns outside the Republic of Ireland, unless your policy schedule says otherwise.',
      ]),
    },
    {
      key: 'when-you-break-down',
      title: 'When you break down',
      body: p('Keep yourself and your passengers safe first; the car can wait.'),
      items: [
        {
          kind: 'step',
          title: 'Get somewhere safe',
          text: 'Pull in as far as you can and switch on your hazard lights. On a motorway, stop on the hard shoulder, leave the car by the passenger door and wait behind the safety barrier, well away from traffic.',
        },
        {
          kind: 'step',
          title: 'Call the helpline',
          text: `Phone ${brand.phone.breakdown} at any time of day or night.`,
        },
        {
          kind: 'step',
          title: 'Tell us where you are',
          text: 'Give your car registration, your exact location (an Eircode, junction number, direction of travel or nearby landmark) and a description of the problem.',
        },
        {
          kind: 'step',
          title: 'Stay with your car if it is safe',
          text: 'We will tell you roughly when help will arrive. If your situation changes, or you feel unsafe, call us back, and if you are in danger call 112 or 999.',
        },
      ],
    },
    {
      key: 'other-help',
      title: 'Had an accident instead?',
      body: p(
        `If you have been in an accident, follow our ${a(ROUTES.makingAClaim, 'making a claim')} guide and report it to us on ${callUs(b)}.`,
      ),
    },
  ]);
}
