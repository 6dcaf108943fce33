import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, p, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function whySections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('why', [
    {
      key: 'intro',
      title: `Why ${brand.shortName}?`,
      body: html(
        p(
          `${b.name} is car insurance designed with women drivers and learner drivers in mind. We are an Irish broker with a team that has more than 100 years of combined experience, and we are here to help Monday to Saturday.`,
        ),
        p(b.underwritingScheme),
      ),
    },
    {
      key: 'fair-pricing',
      title: 'Fair pricing, never based on gender',
      body: html(
        p(
          'Since December 2012, EU law has not allowed insurers to use gender to set prices, and we would not want it any other way. Your price depends on things like your driving experience, your claims and penalty points history, your car and where you keep it.',
        ),
        p(
          'What we have designed around women drivers is the service: clear explanations, flexible ways to pay, and people who take the time to get your cover right.',
        ),
      ),
    },
    {
      key: 'reasons',
      title: 'What you can expect from us',
      body: ul([
        'A quote online in minutes, which you can save and come back to.',
        'Cover for learner drivers on their own learner permit.',
        'The option to pay in full or spread the cost with monthly instalments.',
        'A 24-hour breakdown helpline where your policy includes breakdown assistance.',
        'Help with claims from the first phone call to settlement.',
        'Renewal invitations sent in good time, with no price increase just for staying with us.',
      ]),
      items: [
        {
          kind: 'feature',
          icon: 'clock',
          title: 'Quick online quotes',
          text: 'Answer a few questions about you, your car and your driving history and see your price straight away.',
        },
        {
          kind: 'feature',
          icon: 'learner',
          title: 'Learners welcome',
          text: 'We understand the rules for learner permit holders and build them into your cover.',
        },
        {
          kind: 'feature',
          icon: 'people',
          title: 'Real people',
          text: 'Speak to an experienced adviser by phone, email or through our online forms.',
        },
      ],
    },
    {
      key: 'trust',
      title: 'Regulated and accountable',
      body: html(
        p(b.regulatorStatement),
        p(
          `We are members of ${a(b.brokerAssociation.url, b.brokerAssociation.name)}, the representative body for insurance brokers in Ireland. Our ${a(ROUTES.termsOfBusiness, 'terms of business')} explain how we work, how we are paid and what to do if you are not happy with our service.`,
        ),
      ),
    },
    {
      key: 'get-started',
      title: 'Ready when you are',
      body: p(
        `${a(ROUTES.getAQuote, 'Get a quote')} online, or ${a(ROUTES.retrieveAQuote, 'retrieve a quote')} you saved earlier.`,
      ),
    },
  ]);
}
