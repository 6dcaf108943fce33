import type { Brand } from '#src/config/brand.types';
import { callUs } from '../brand-content';
import { a, html, htmlSafe, p, strong, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

/** Follows what the Central Bank's Consumer Protection Code requires a broker's terms of business to cover. */
export function termsOfBusinessSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('terms-of-business', [
    {
      key: 'intro',
      title: 'Terms of business',
      body: html(
        p(
          `These terms of business set out the basis on which ${b.legalName}, trading as ${b.name}, provides its services to you. Please read them carefully and ask us if anything is unclear. They apply until we give you updated terms.`,
        ),
        p(`You can also ${a(b.documents.termsOfBusiness, 'download these terms of business')} as a PDF.`),
      ),
    },
    {
      key: 'about-us',
      title: 'About us and our regulatory status',
      body: html(
        p(
          `${b.legalName} is a private company registered in Ireland under company number ${b.companyRegistrationNumber}. Our registered office is at ${b.registeredOffice}.`,
        ),
        p(
          `${b.regulatorStatement} We are registered with the Central Bank of Ireland as an insurance intermediary under the European Union (Insurance Distribution) Regulations 2018. You can check our registration on the ${a('https://registers.centralbank.ie', 'Central Bank’s register')}.`,
        ),
        p(
          `We are subject to the Central Bank’s Consumer Protection Code, Minimum Competency Code and Fitness and Probity Standards, which offer protection to consumers. These codes are on the Central Bank’s website, ${a('https://www.centralbank.ie', 'www.centralbank.ie')}. We are members of ${a(b.brokerAssociation.url, b.brokerAssociation.name)}.`,
        ),
      ),
    },
    {
      key: 'services',
      title: 'Our services',
      body: html(
        p(
          'We arrange private car insurance for individuals, online and by phone. We also help you make changes to your policy, renew it and report claims.',
        ),
        p(
          `${b.underwritingScheme} This is a single agency arrangement: we hold an agency with ${b.underwriter} only for this product, so we do not provide a fair analysis of the market and the car insurance we offer is from ${b.underwriter} only.`,
        ),
        p(
          'Before you buy, we ask questions to identify your demands and needs, and we give you information about the policy so you can make an informed decision. If you need advice on a matter outside the cover we arrange, please ask and we will tell you whether we can help.',
        ),
      ),
    },
    {
      key: 'your-duties',
      title: 'Your duty to answer questions honestly',
      body: p(
        'Under the Consumer Insurance Contracts Act 2019 you must answer the questions you are asked honestly and with reasonable care, and tell us if anything changes during the policy. If information is incorrect or incomplete, the insurer may refuse or reduce a claim, or cancel your policy.',
      ),
    },
    {
      key: 'remuneration',
      title: 'How we are paid',
      body: html(
        p(
          `We are paid commission by ${b.underwriter} when you buy or renew a policy, as a percentage of your premium. Where we charge a fee for our services, we will tell you the amount before you buy and it will be shown separately on your quote and documents.`,
        ),
        p(
          `Our ${a(b.documents.remunerationPolicy, 'remuneration policy')} summarises the commission arrangements we have with the insurer, as the Consumer Protection Code requires.`,
        ),
      ),
    },
    {
      key: 'conflicts-of-interest',
      title: 'Conflicts of interest',
      body: p(
        'We have a policy to identify and manage conflicts of interest, so that our own interests or the commission we receive do not affect how we treat you. If a conflict arises that we cannot avoid, we will tell you in writing before we provide the service, and we will only go ahead if you agree.',
      ),
    },
    {
      key: 'premium-payment',
      title: 'Paying your premium',
      body: html(
        p(
          'You can pay in full by debit or credit card through our payment provider’s secure hosted payment page. Where it is available, you can instead pay by monthly Direct Debit instalments through a premium finance provider; this is a credit agreement, and we will show you the interest rate (APR) and total cost before you commit.',
        ),
        p(
          'Cover starts only when your payment, or your first instalment, has been received. If you do not pay your premium or an instalment when it is due, the insurer may cancel your policy after giving you notice, and you may be left without insurance. Driving without insurance is a serious offence.',
        ),
      ),
    },
    {
      key: 'cancellation',
      title: 'Cooling-off period and cancellation',
      body: html(
        p(
          'When you buy a policy online or by phone, you have a cooling-off period of 14 days to cancel it without giving a reason, starting from the day your policy is concluded or the day you receive your policy terms, whichever is later. If you cancel during the cooling-off period, you pay only for the days you were covered.',
        ),
        p(
          `After the cooling-off period you can cancel at any time by contacting us. The insurer’s charges and any refund are set out in the ${a(b.documents.policyBooklet, 'policy booklet')}. If the insurer cancels your policy, it must refund the premium for the unexpired period and tell you why.`,
        ),
      ),
    },
    {
      key: 'renewals',
      title: 'Renewals',
      body: p(
        'We will send you a renewal notice at least 20 business days before your policy ends, showing your premium for the coming year and the premium you paid this year. Under Central Bank rules, the insurer cannot charge you more at renewal than it would charge an equivalent new customer.',
      ),
    },
    {
      key: 'complaints',
      title: 'Complaints',
      body: html(
        p(
          `If you are unhappy with our service, please tell us: call ${callUs(b)}, email ${strong(b.email.support)} or write to us at our registered office. Our ${a(b.documents.complaintsProcedure, 'complaints procedure')} explains the process in full. We will:`,
        ),
        ul([
          'acknowledge your complaint in writing within 5 business days;',
          'give you a named contact who is dealing with it;',
          'update you in writing at least every 20 business days;',
          'aim to resolve it within 40 business days, and write to you with the outcome.',
        ]),
        p(
          `If you are not satisfied with our response, or we have not resolved your complaint within 40 business days, you can refer it to the Financial Services and Pensions Ombudsman (FSPO), Lincoln House, Lincoln Place, Dublin 2, D02 VH29, ${a('https://www.fspo.ie', 'www.fspo.ie')}. The FSPO is independent and its service is free.`,
        ),
      ),
    },
    {
      key: 'compensation',
      title: 'Investor compensation',
      body: html(
        p(
          'We are a member of the Investor Compensation Company DAC (ICCL). The Investor Compensation Act 1998 provides for a compensation scheme that pays compensation to eligible clients in certain circumstances, for example if a firm cannot return money or investments it holds for them. Compensation is limited to 90% of the eligible loss, up to a maximum of €20,000. Further information is available from the ICCL.',
        ),
        p(
          'If an Irish insurer goes into liquidation, the Insurance Compensation Fund may pay claims under non-life policies, such as car insurance, subject to the limits set by law.',
        ),
      ),
    },
    {
      key: 'data-protection',
      title: 'Data protection',
      body: p(
        `We process your personal information as described in our ${a(ROUTES.privacyPolicy, 'privacy policy')}.`,
      ),
    },
    {
      key: 'general',
      title: 'General',
      body: p(
        'We may change these terms of business; we will give you the new terms before they apply to you. These terms are governed by Irish law, and the Irish courts have jurisdiction.',
      ),
    },
  ]);
}
