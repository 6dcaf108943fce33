import type { Brand } from '#src/config/brand.types';
import { callUs } from '../brand-content';
import { a, html, htmlSafe, p, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function policyChangeSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('policy-change', [
    {
      key: 'intro',
      title: 'Change your policy',
      body: html(
        p('Use this form to ask us to change your policy. You can request:'),
        ul([
          'a permanent or temporary change of car;',
          'a permanent or temporary additional driver;',
          'a change of address;',
          'help with a Direct Debit query;',
          'any other change, such as passing your driving test.',
        ]),
        p(
          'Your policy does not change until we confirm it. If a change affects your premium, we will tell you the cost before we make it, and you will receive updated documents.',
        ),
        p(
          `Need a change today, for example before you drive a new car home? Please call us on ${callUs(b)} rather than using the form.`,
        ),
        p(
          `Your policy number is on your policy schedule. The ${a(ROUTES.faq, 'FAQs')} answer common questions about changes.`,
        ),
      ),
    },
  ]);
}
