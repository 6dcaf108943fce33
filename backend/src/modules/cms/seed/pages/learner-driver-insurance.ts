import type { Brand } from '#src/config/brand.types';
import { callUs } from '../brand-content';
import { a, html, htmlSafe, p, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function learnerDriverInsuranceSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('learner-driver-insurance', [
    {
      key: 'intro',
      title: 'Learner driver insurance',
      body: html(
        p(
          'Getting your learner permit is a big step. Insuring yourself on your own car means you can practise between lessons, at times that suit you, with the supervision the law requires.',
        ),
        p(
          `${b.name} can insure learner drivers who hold a current Irish learner permit for a car (category B). ${a(ROUTES.getAQuote, 'Get a quote')} online or call us on ${callUs(b)}.`,
        ),
      ),
    },
    {
      key: 'rules',
      title: 'The rules for learner drivers',
      body: html(
        p(
          'Your cover depends on you following the rules for learner permit holders set by the Road Safety Authority (RSA):',
        ),
        ul([
          'Always be accompanied and supervised by a person who has held a full driving licence for the same category of vehicle for at least two years.',
          'Display L plates clearly to the front and rear of the car every time you drive.',
          'Do not drive on motorways.',
          'Carry your learner permit with you when you drive.',
          'If your first learner permit for a car was issued on or after 4 April 2011, complete Essential Driver Training (EDT): 12 one-hour lessons with an Approved Driving Instructor (ADI), recorded in your logbook.',
          'Hold your learner permit for at least six months before you sit your driving test.',
        ]),
      ),
    },
    {
      key: 'unaccompanied-driving',
      title: 'Why driving unaccompanied matters',
      body: html(
        p(
          'Driving unaccompanied on a learner permit is an offence. Gardaí can detain the car, and the owner of a car who knowingly allows a learner to drive it unaccompanied can also be prosecuted.',
        ),
        p(
          'It can also affect your insurance: if you drive outside the conditions of your learner permit, your insurer may refuse a claim or recover what it paid from you. Learner and novice drivers are also disqualified at 7 penalty points, not 12.',
        ),
      ),
    },
    {
      key: 'accompanying-driver',
      title: 'Your accompanying driver',
      body: html(
        p(
          'Your accompanying driver does not need to be named on your policy to sit in with you. If they will also drive your car themselves, add them as a named driver so they are insured to do so.',
        ),
        p(
          'An Approved Driving Instructor giving you a lesson in your own car also counts as a qualified accompanying driver.',
        ),
      ),
    },
    {
      key: 'passing-your-test',
      title: 'When you pass your test',
      body: html(
        p(
          `Congratulations! Tell us as soon as you have your full licence, using our ${a(ROUTES.policyChange, 'policy change form')} or by phone. Your driver number stays the same, but your licence details and your price may change, and you will no longer need an accompanying driver.`,
        ),
        p(
          'For the first two years with your first full licence you are a novice driver: you must display N plates, and the lower penalty point limit of 7 points still applies.',
        ),
      ),
    },
    {
      key: 'what-you-need',
      title: 'What you need for a quote',
      body: ul([
        `Your learner permit, including your driver number (field 4d). ${a(ROUTES.driverNumber, 'Where to find your driver number')}.`,
        'Your car registration number and the Eircode where the car is kept overnight.',
        'Details of any accidents, claims or penalty points for you and anyone you want to name on the policy.',
      ]),
    },
  ]);
}
