import type { Brand } from '#src/config/brand.types';
import { a, callUs, html, htmlSafe, p, ROUTES, strong, ul } from '../../cms';

export const FAQ_TOPICS = [
  'Getting a quote',
  'Learner drivers',
  'Payments',
  'Claims',
  'No claims bonus',
  'Policy changes',
  'Renewals',
  'Breakdown',
  'Documents',
] as const;

export type FaqTopic = (typeof FAQ_TOPICS)[number];

export interface FaqSeed {
  question: string;
  /** Simple safe HTML (see common/html/html-allowlist.ts). */
  answer: string;
  topic: FaqTopic;
}

export function faqs(brand: Brand): FaqSeed[] {
  const b = htmlSafe(brand);
  const phone = callUs(b);
  return [
    {
      topic: 'Getting a quote',
      question: 'What do I need to get a quote?',
      answer: html(
        p('Have these to hand for yourself and anyone you want to name on the policy:'),
        ul([
          'driving licence or learner permit, including the driver number in field 4d;',
          'your car registration number and the Eircode where it is kept overnight;',
          'details of your no claims bonus and your most recent insurance;',
          'details of any accidents, claims, penalty points or convictions.',
        ]),
      ),
    },
    {
      topic: 'Getting a quote',
      question: 'Why do you ask for my driver number?',
      answer: p(
        `Insurers use your driver number to verify your licence details and penalty points against official records, which keeps quotes accurate and helps prevent fraud. It is in field 4d of your licence or learner permit. ${a(ROUTES.driverNumber, 'Read more about driver number requirements')}.`,
      ),
    },
    {
      topic: 'Getting a quote',
      question: 'Is car insurance cheaper for women?',
      answer: p(
        'No insurer in the EU may charge different prices because of gender; that has been the law since December 2012. Your price depends on factors such as your driving experience, claims and penalty points, your car and where you keep it. What we have designed around women drivers is our service.',
      ),
    },
    {
      topic: 'Getting a quote',
      question: 'Can I save a quote and come back to it?',
      answer: p(
        `Yes. When you get a quote we give you a web reference. Use it on our ${a(ROUTES.retrieveAQuote, 'retrieve a quote')} page to pick up where you left off. A quote is valid until the date shown on it, as long as your details have not changed.`,
      ),
    },
    {
      topic: 'Getting a quote',
      question: 'Why can’t I get a quote online?',
      answer: p(
        `Online quotes are based on a set of ${a(ROUTES.assumptions, 'assumptions')}, for example that the car is registered in Ireland and has not been modified. If any of them is not true for you, we may still be able to help: call us on ${phone}.`,
      ),
    },
    {
      topic: 'Getting a quote',
      question: 'What is the government levy on my quote?',
      answer: p(
        'The State charges a levy of 3% on most non-life insurance premiums, including car insurance. The insurer collects it and pays it to Revenue. We show it as a separate line on your quote so you can see exactly what you are paying.',
      ),
    },
    {
      topic: 'Getting a quote',
      question: 'Do I have to tell you about penalty points?',
      answer: p(
        'Yes. Tell us about any penalty points on the record of every driver to be named on the policy. Penalty points stay on your record for three years, and insurers can check them using your driver number. Incorrect information could change your price or affect a claim.',
      ),
    },
    {
      topic: 'Getting a quote',
      question: 'Why do you need my Eircode?',
      answer: p(
        'Your Eircode identifies exactly where your car is kept overnight. Where a car is kept is one of the factors insurers use to work out a price, and the Eircode makes sure we use the right address.',
      ),
    },
    {
      topic: 'Getting a quote',
      question: 'Does my car need an NCT to be insured?',
      answer: p(
        'Cars four years old or more need a valid National Car Test (NCT) certificate to be driven on public roads. Driving without one is an offence that can bring penalty points and a fine, and a car that is not roadworthy could affect a claim. Please keep your NCT up to date.',
      ),
    },
    {
      topic: 'Learner drivers',
      question: 'Can I get insurance on a learner permit?',
      answer: p(
        `Yes. We can insure you on your own car while you hold a current Irish learner permit, as long as you follow the rules for learners: display L plates, stay off motorways and always be accompanied by a qualified driver. ${a(ROUTES.learnerDrivers, 'More about learner driver insurance')}.`,
      ),
    },
    {
      topic: 'Learner drivers',
      question: 'Who can accompany me while I am learning?',
      answer: p(
        'Someone who has held a full driving licence for the same category of vehicle (a car, category B) for at least two years, or an Approved Driving Instructor. They must sit beside you and be able to supervise your driving.',
      ),
    },
    {
      topic: 'Learner drivers',
      question: 'Does my accompanying driver need to be on my policy?',
      answer: p(
        'Not to sit in with you. If they will also drive your car themselves, they need to be named on your policy.',
      ),
    },
    {
      topic: 'Learner drivers',
      question: 'Do I have to do Essential Driver Training?',
      answer: p(
        'Yes, if your first learner permit for a car was issued on or after 4 April 2011. Essential Driver Training (EDT) is 12 one-hour lessons with an Approved Driving Instructor, recorded in your logbook. You must also hold your learner permit for at least six months before you can sit your test.',
      ),
    },
    {
      topic: 'Learner drivers',
      question: 'What happens to my policy when I pass my test?',
      answer: p(
        `Congratulations! Let us know using the ${a(ROUTES.policyChange, 'policy change form')} or by phone. We will update your licence details, and your price may change. For your first two years with a full licence you must display N plates.`,
      ),
    },
    {
      topic: 'Payments',
      question: 'How can I pay for my policy?',
      answer: p(
        'You can pay in full by debit or credit card, or, where it is available, spread the cost with monthly Direct Debit instalments through a premium finance provider. Paying by instalments is a credit agreement and costs more than paying in full; we show you the APR and total amount before you commit.',
      ),
    },
    {
      topic: 'Payments',
      question: 'Is it safe to pay online?',
      answer: p(
        'Yes. Card payments are taken on our payment provider’s secure hosted payment page. We never see or store your full card number.',
      ),
    },
    {
      topic: 'Payments',
      question: 'What happens if I miss a Direct Debit payment?',
      answer: p(
        `Contact us as soon as you can on ${phone}. If a payment is missed and not made up, the insurer may cancel your policy after giving you notice, and you would be left without insurance.`,
      ),
    },
    {
      topic: 'Payments',
      question: 'Do you charge any fees?',
      answer: p(
        `Any fee we charge is shown on your quote before you buy. Details of how we are paid are in our ${a(ROUTES.termsOfBusiness, 'terms of business')}.`,
      ),
    },
    {
      topic: 'Claims',
      question: 'How do I make a claim?',
      answer: p(
        `Call us on ${phone} as soon as you can after an accident, theft or loss, with your policy number and the details of what happened. ${a(ROUTES.makingAClaim, 'See our guide to making a claim')}.`,
      ),
    },
    {
      topic: 'Claims',
      question: 'What should I do at the scene of an accident?',
      answer: html(
        ul([
          'Stop, switch on your hazard lights and check whether anyone is hurt. Call 112 or 999 if they are.',
          'Do not admit fault. Exchange names, addresses, registrations and insurance details with the other drivers.',
          'Note witnesses’ details and take photos if it is safe.',
          'Report the accident to the Gardaí if anyone is injured or a driver will not give their details.',
        ]),
        p(`Then call us on ${phone}.`),
      ),
    },
    {
      topic: 'Claims',
      question: 'What if the other driver was not insured?',
      answer: p(
        'The Motor Insurers’ Bureau of Ireland (MIBI) compensates people injured or whose property is damaged by uninsured or untraced drivers, subject to its rules. Report the accident to the Gardaí and to us, and we will explain your options.',
      ),
    },
    {
      topic: 'Claims',
      question: 'What is an excess?',
      answer: p(
        'The excess is the part of a claim you pay yourself. The insurer sets a compulsory excess, and you can choose to add a voluntary excess to lower your premium. Your excess is shown on your policy schedule.',
      ),
    },
    {
      topic: 'Claims',
      question: 'Can I choose my own garage for repairs?',
      answer: p(
        `The insurer decides how repairs are handled and may use its own approved repairers. Check the ${a(b.documents.policyBooklet, 'policy booklet')} or ask the claims handler.`,
      ),
    },
    {
      topic: 'No claims bonus',
      question: 'What is a no claims bonus and how do I prove it?',
      answer: p(
        'A no claims bonus (NCB), or no claims discount, is a discount for each year you have been insured without making a claim. Ask your previous insurer for a no claims bonus letter in your name, showing the number of claim-free years and when the policy ended. Most insurers accept a bonus earned within the last two years.',
      ),
    },
    {
      topic: 'No claims bonus',
      question: 'Will a claim affect my no claims bonus?',
      answer: p(
        'Usually, unless the insurer recovers everything it paid from the person at fault, or your no claims bonus is protected. Even with protection, a claim can affect your premium at renewal.',
      ),
    },
    {
      topic: 'No claims bonus',
      question: 'What is a protected no claims bonus?',
      answer: p(
        'For an extra premium, you can protect your no claims bonus so that a set number of claims in a given period does not reduce it. It protects the discount, not the price: your premium can still go up after a claim.',
      ),
    },
    {
      topic: 'No claims bonus',
      question: 'Can I use a no claims bonus from abroad or as a named driver?',
      answer: p(
        `A no claims bonus earned in the UK, the EU or the EEA may be accepted with proof from the insurer. Experience as a named driver is not a no claims bonus, but it can still help your price. Call us on ${phone} to check.`,
      ),
    },
    {
      topic: 'No claims bonus',
      question: 'Can I use my no claims bonus on two cars?',
      answer: p(
        'No. A no claims bonus can be used on only one policy at a time. You can build up a separate bonus on a second car.',
      ),
    },
    {
      topic: 'Policy changes',
      question: 'How do I change my car?',
      answer: p(
        `Use our ${a(ROUTES.policyChange, 'policy change form')} for a permanent or temporary change of car, or call us on ${phone} if you need cover today. You are not insured to drive the new car until we confirm the change.`,
      ),
    },
    {
      topic: 'Policy changes',
      question: 'Can I add a driver to my policy?',
      answer: p(
        'Yes, permanently or temporarily, using the policy change form. We need their licence details, including driver number, and their claims and penalty points history. Adding a driver may change your premium, and they are not insured until we confirm.',
      ),
    },
    {
      topic: 'Policy changes',
      question: 'I have moved house. What do I need to do?',
      answer: p(
        'Tell us your new address and Eircode, because where your car is kept affects your cover and price. Remember to update your address with the National Driver Licence Service and on your vehicle registration too.',
      ),
    },
    {
      topic: 'Policy changes',
      question: 'How do I cancel my policy?',
      answer: p(
        `Contact us. If you bought online or by phone, you can cancel within 14 days and pay only for the days you were covered. After that, the insurer’s charges and any refund are set out in the policy booklet. Details are in our ${a(ROUTES.termsOfBusiness, 'terms of business')}.`,
      ),
    },
    {
      topic: 'Renewals',
      question: 'How do I renew my policy?',
      answer: p(
        `We send your renewal notice at least 20 business days before your policy ends. Check the details are still correct, then ${a(ROUTES.renewals, 'renew your policy')} online or call us on ${phone}.`,
      ),
    },
    {
      topic: 'Renewals',
      question: 'Will my price go up just because I renew?',
      answer: p(
        'No. Under Central Bank rules, an insurer cannot charge you more at renewal than it would charge an equivalent new customer. Your price can still change because of claims, penalty points, changes to your details or the insurer’s costs.',
      ),
    },
    {
      topic: 'Breakdown',
      question: 'Is breakdown assistance included?',
      answer: p(
        `Your policy schedule shows whether breakdown assistance is included. If it is, call our 24-hour helpline on ${strong(b.phone.breakdown)}. ${a(ROUTES.breakdown, 'See what it covers')}.`,
      ),
    },
    {
      topic: 'Breakdown',
      question: 'What should I do if I break down on a motorway?',
      answer: p(
        `Pull onto the hard shoulder, switch on your hazard lights, leave the car by the passenger door and wait behind the safety barrier, well away from traffic. Then call ${strong(b.phone.breakdown)}.`,
      ),
    },
    {
      topic: 'Documents',
      question: 'What documents will I receive?',
      answer: ul([
        'Policy schedule: who and what is covered, your level of cover and excess.',
        'Certificate of insurance: legal proof of insurance.',
        'Insurance disc: to display on your windscreen.',
        'Statement of fact: the information your policy is based on. Check it carefully.',
        `Policy booklet: the full terms of your cover (${a(b.documents.policyBooklet, 'read the policy booklet')}).`,
      ]),
    },
    {
      topic: 'Documents',
      question: 'Do I have to display my insurance disc?',
      answer: p(
        'Yes. The law requires you to display a current insurance disc on your windscreen. Display it as soon as you receive it.',
      ),
    },
    {
      topic: 'Documents',
      question: 'I need to tax my car. What insurance details do I need?',
      answer: p(
        'To tax your car online at motortax.ie you need your insurer’s name and your policy number, which are on your certificate of insurance and policy schedule.',
      ),
    },
    {
      topic: 'Documents',
      question: 'What if something on my documents is wrong?',
      answer: p(
        `Tell us straight away on ${phone}. Incorrect information could affect a claim, so it is important your documents are accurate.`,
      ),
    },
  ];
}
