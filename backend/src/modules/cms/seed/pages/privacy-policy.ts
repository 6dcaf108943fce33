import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, p, strong, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function privacyPolicySections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('privacy-policy', [
    {
      key: 'intro',
      title: 'Privacy policy',
      body: html(
        p(
          `${b.legalName}, trading as ${b.name}, is the data controller for the personal information we collect through this website and when we arrange and administer your insurance. We are registered in Ireland under company number ${b.companyRegistrationNumber}, with our registered office at ${b.registeredOffice}.`,
        ),
        p(
          'We process personal information in line with the General Data Protection Regulation (GDPR) and the Data Protection Acts 1988 to 2018. This policy explains what we collect, why, who we share it with, how long we keep it and your rights.',
        ),
        p(
          `For questions about this policy or to exercise your rights, email ${strong(b.email.support)} with “Data Protection” in the subject line, or write to us at our registered office. Our full ${a(b.documents.privacyNotice, 'privacy notice')} and ${a(b.documents.dataProtectionPolicy, 'data protection policy')} are also available.`,
        ),
      ),
    },
    {
      key: 'what-we-collect',
      title: 'The information we collect',
      body: ul([
        'Contact details: name, address and Eircode, email address and phone numbers.',
        'Details about you and anyone named on the policy: date of birth, occupation, licence or learner permit details including driver number, penalty points, and motoring and criminal convictions.',
        'Details of your car, how you use it and where it is kept.',
        'Insurance history: previous insurers, no claims bonus, and claims, accidents and losses.',
        'Health information, where a medical condition is relevant to driving and you tell us about it.',
        'Payment details: we do not see or store your full card number, which is handled by our payment provider’s secure hosted page.',
        'Records of our calls, emails and messages with you, and your feedback.',
        'Website information: your IP address, device and browser, and how you use the website (see our cookies policy).',
      ]),
    },
    {
      key: 'why-we-use-it',
      title: 'Why we use it, and our lawful basis',
      body: ul([
        `${strong('To give you quotes and arrange, administer and renew your policy, and help with claims')}: necessary to enter into and perform a contract with you.`,
        `${strong('To meet our legal and regulatory duties')}, including the Central Bank’s Consumer Protection Code, anti-money laundering law and keeping records: legal obligation.`,
        `${strong('To prevent and detect fraud, improve our service and keep our systems secure')}: our legitimate interests, balanced against your rights.`,
        `${strong('To send you marketing about our products and offers')}: your consent, which you can withdraw at any time.`,
        `${strong('Health and criminal conviction information')}: processed only where it is necessary for insurance purposes, as Irish data protection law allows.`,
      ]),
    },
    {
      key: 'automated-decisions',
      title: 'Automated decisions',
      body: p(
        'When you get a quote online, your price, and whether we can quote, are worked out automatically from the answers you give, using the insurer’s rating rules. This is necessary to give you a quote. You can ask for a person to review the decision, give your point of view and contest it by calling us.',
      ),
    },
    {
      key: 'sharing',
      title: 'Who we share it with',
      body: ul([
        `${b.underwriter}, the insurer that underwrites your policy, and its claims handlers, loss adjusters and repairers.`,
        'Breakdown assistance providers, where your policy includes breakdown assistance.',
        'Premium finance providers, if you pay by instalments.',
        'Our payment provider, IT, hosting, email and call-handling service providers, who act only on our instructions.',
        'Industry databases used to prevent fraud and check insurance and claims history, such as those run by Insurance Ireland, and the Motor Insurers’ Bureau of Ireland (MIBI).',
        'An Garda Síochána, the Central Bank of Ireland, the Financial Services and Pensions Ombudsman and other public bodies, where the law requires or allows it.',
      ]),
    },
    {
      key: 'transfers',
      title: 'Transfers outside the EEA',
      body: p(
        'Some of our service providers may process information outside the European Economic Area. Where they do, we make sure it is protected, for example by an adequacy decision of the European Commission or the Commission’s standard contractual clauses.',
      ),
    },
    {
      key: 'retention',
      title: 'How long we keep it',
      body: ul([
        'Quotes you do not take up: for 15 months, so you can retrieve a quote and we can answer questions about it.',
        'Policy records: for at least six years after our relationship with you ends, as the Consumer Protection Code requires.',
        'Claims records: for as long as a claim could be made or is open, and at least six years after it closes.',
        'Marketing preferences: until you withdraw your consent, and a record of that withdrawal so we respect it.',
      ]),
    },
    {
      key: 'your-rights',
      title: 'Your rights',
      body: html(
        p('You have the right to:'),
        ul([
          'access the personal information we hold about you;',
          'have inaccurate information corrected;',
          'have information erased, where we no longer need it;',
          'restrict or object to how we use it, including for direct marketing;',
          'receive information you gave us in a portable format;',
          'withdraw consent at any time, where we rely on consent;',
          'not be subject to a decision based solely on automated processing without being able to ask for a person to review it.',
        ]),
        p(
          'We respond within one month. Some rights have limits: for example, we must keep certain records by law, and erasing information needed to administer your policy may mean we cannot continue to insure you.',
        ),
      ),
    },
    {
      key: 'complaints',
      title: 'Complaints',
      body: p(
        `If you are unhappy with how we handle your information, please tell us first. You also have the right to complain to the Data Protection Commission, the Irish supervisory authority: ${a('https://www.dataprotection.ie', 'www.dataprotection.ie')}.`,
      ),
    },
    {
      key: 'changes',
      title: 'Changes to this policy',
      body: p(
        `We update this policy when the way we use information changes; the current version is always on this page. See also our ${a(ROUTES.cookiesPolicy, 'cookies policy')}.`,
      ),
    },
  ]);
}
