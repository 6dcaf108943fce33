import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, p } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function disclaimerSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('disclaimer', [
    {
      key: 'intro',
      title: 'Website disclaimer',
      body: html(
        p(
          `This website is operated by ${b.legalName}, trading as ${b.name}, registered in Ireland under company number ${b.companyRegistrationNumber}, with its registered office at ${b.registeredOffice}. ${b.regulatorStatement}`,
        ),
        p(
          'By using this website you accept this disclaimer. Please read it together with our other legal pages.',
        ),
      ),
    },
    {
      key: 'information',
      title: 'Information on this website',
      body: html(
        p(
          'The information on this website is general information about our products and services and about motor insurance in Ireland. It is not advice on your particular circumstances. We take care to keep it accurate and up to date, but laws, rules and products change, so please contact us before relying on it.',
        ),
        p(
          `The cover you buy is set out in full in your policy documents, including the insurer’s ${a(b.documents.policyBooklet, 'policy booklet')}. If anything on this website differs from your policy documents, your policy documents apply.`,
        ),
      ),
    },
    {
      key: 'quotes',
      title: 'Quotes',
      body: p(
        `Online quotes are based on the information you give us and on the ${a(ROUTES.assumptions, 'assumptions')} you confirm. A quote is not an offer of cover until the insurer accepts it and you receive confirmation and policy documents. Quotes are valid until the date shown on them, and the insurer may ask for documents such as proof of your no claims bonus before cover is confirmed.`,
      ),
    },
    {
      key: 'links',
      title: 'Links to other websites',
      body: p(
        'Links to other websites are given for your convenience. We are not responsible for their content or their privacy practices, and a link does not mean we endorse them.',
      ),
    },
    {
      key: 'availability',
      title: 'Availability and liability',
      body: p(
        'We aim to keep this website available and free of errors and viruses, but we cannot guarantee it. To the extent the law allows, we are not liable for any loss arising from your use of, or inability to use, this website. Nothing in this disclaimer limits any liability that cannot be limited by law, or your rights as a consumer.',
      ),
    },
    {
      key: 'copyright',
      title: 'Copyright and trade marks',
      body: p(
        `The content, design, logos and trade marks on this website belong to ${b.legalName} or its licensors. You may view and print pages for your own personal use, but you may not copy, reproduce or publish them for any other purpose without our written permission.`,
      ),
    },
    {
      key: 'law',
      title: 'Governing law',
      body: p(
        'This disclaimer is governed by the laws of Ireland, and the Irish courts have jurisdiction over any dispute about it.',
      ),
    },
  ]);
}
