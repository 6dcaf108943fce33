import type { Brand } from '#src/config/brand.types';
import { breakdownContact, callUs, officeContacts } from '../brand-content';
import { a, html, htmlSafe, p, strong, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function helpCentreSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('help-centre', [
    {
      key: 'intro',
      title: 'Help Centre',
      body: p(
        'Whether you are mid-quote, have just bought your policy or need to make a change, you will find the answer to most questions here. If you cannot, our team is here to help Monday to Saturday.',
      ),
    },
    {
      key: 'topics',
      title: 'How can we help?',
      body: ul([
        `${a(ROUTES.myPolicy, 'My policy')}: download your policy documents and see your payments.`,
        `${a(ROUTES.verifyDocument, 'Check a certificate')}: confirm a certificate of motor insurance is valid for a car.`,
        `${a(ROUTES.makingAClaim, 'Making a claim')}: what to do after an accident and how to report it.`,
        `${a(ROUTES.breakdown, 'Breakdown assistance')}: our 24-hour helpline and what it covers.`,
        `${a(ROUTES.policyChange, 'Policy change')}: change your car, address or drivers.`,
        `${a(ROUTES.renewals, 'Renew your policy')}: check your renewal and pay online.`,
        `${a(ROUTES.retrieveAQuote, 'Retrieve a quote')}: pick up a quote you saved.`,
        `${a(ROUTES.driverNumber, 'Driver number requirements')}: where to find yours and why we ask.`,
        `${a(ROUTES.faq, 'FAQs')} and our ${a(ROUTES.jargonBuster, 'jargon buster')}: insurance explained in plain English.`,
        `${a(ROUTES.customerFeedback, 'Customer feedback')}: tell us how we did.`,
      ]),
    },
    {
      key: 'contact',
      title: 'Talk to us',
      body: html(
        p(`Call us on ${callUs(b)}. Our opening hours are ${b.openingHours}.`),
        p(
          `If you have broken down and your policy includes breakdown assistance, call ${strong(b.phone.breakdown)} at any time, day or night.`,
        ),
        p(
          `Prefer to write? Use our ${a(ROUTES.contactUs, 'contact form')} and we will get back to you, usually by the next working day.`,
        ),
      ),
      items: [...officeContacts(brand), breakdownContact(brand)],
    },
  ]);
}
