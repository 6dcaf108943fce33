import type { Brand } from '#src/config/brand.types';
import { breakdownContact, callUs, officeContacts } from '../brand-content';
import { a, html, htmlSafe, p, strong } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function contactUsSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('contact-us', [
    {
      key: 'intro',
      title: 'Contact us',
      body: html(
        p(
          'Send us a message using the form and a member of our team will get back to you, usually by the next working day. Please do not include card details in your message.',
        ),
        p(
          `You can also call us on ${callUs(b)} or email ${strong(b.email.support)}. Our opening hours are ${b.openingHours}.`,
        ),
        p(`Questions about a new quote? Email our quotes team at ${strong(b.email.broker)}.`),
        p(
          `For breakdown assistance, call ${strong(b.phone.breakdown)} at any time. To report an accident, see ${a(ROUTES.makingAClaim, 'making a claim')}.`,
        ),
      ),
      items: [
        ...officeContacts(brand),
        {
          kind: 'contact',
          label: 'Quotes email',
          value: brand.email.broker,
          href: `mailto:${brand.email.broker}`,
        },
        breakdownContact(brand),
        { kind: 'contact', label: 'Address', value: brand.registeredOffice },
      ],
    },
  ]);
}
