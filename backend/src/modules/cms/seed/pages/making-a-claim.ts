import type { Brand } from '#src/config/brand.types';
import { breakdownContact, callUs, officeContacts } from '../brand-content';
import { a, html, htmlSafe, ol, p, strong, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES } from '../routes';
import type { CmsSectionSeed } from '../types';

export function makingAClaimSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('making-a-claim', [
    {
      key: 'intro',
      title: 'Making a claim',
      body: html(
        p(
          'An accident is stressful, however minor. This page explains what to do at the scene, how to report a claim and what happens next. We are here to help you through it.',
        ),
        p(
          `Your policy is underwritten by ${b.underwriter}, who decides and pays claims. We help you report your claim, explain the process and follow it up for you.`,
        ),
      ),
    },
    {
      key: 'at-the-scene',
      title: 'What to do at the scene',
      body: ol([
        'Stop the car as soon as it is safe to do so. You must stop after any collision, however minor. Switch on your hazard lights.',
        `Check whether anyone is injured. If they are, or if the road is blocked or unsafe, call the emergency services on ${strong('112')} or ${strong('999')}.`,
        'Keep calm and do not admit fault or offer payment. Leave questions of liability to the insurers.',
        'Exchange names, addresses, car registration numbers and insurance details with the other drivers involved. If asked, you must give your details and show your insurance disc.',
        'Get the names and contact details of any witnesses.',
        'Take photographs of the scene, the position of the cars and the damage to all vehicles, if it is safe to do so.',
        'Report the accident to An Garda Síochána if anyone is injured, if another driver will not give their details, if you suspect an offence, or if you damage property and cannot find the owner.',
        'Call us to report the accident as soon as you can, even if you do not intend to claim.',
      ]),
    },
    {
      key: 'how-to-claim',
      title: 'How to make a claim',
      body: p(
        'Report every accident, theft or loss promptly: your policy requires it, and early reporting helps the insurer deal with the other side and protect you.',
      ),
      items: [
        {
          kind: 'step',
          title: 'Call us',
          text: `Phone ${brand.phone.dublin} or lo-call ${brand.phone.loCall} (${brand.openingHours}). Have your policy number and car registration to hand.`,
        },
        {
          kind: 'step',
          title: 'Tell us what happened',
          text: 'We will ask for the date, time and place of the accident, a description of what happened, the other drivers’ and witnesses’ details, any Garda report and your photographs.',
        },
        {
          kind: 'step',
          title: 'We register your claim',
          text: 'We pass your claim to the insurer, who gives you a claim reference and a claims handler. You may be asked to complete a claim form.',
        },
        {
          kind: 'step',
          title: 'Repairs and settlement',
          text: 'The insurer arranges an assessment of the damage and tells you how repairs will be handled. Any excess on your policy is taken off the settlement.',
        },
      ],
    },
    {
      key: 'claims-line',
      title: 'Our claims line',
      body: html(
        p(`To report a claim, call us on ${callUs(b)}. Our opening hours are ${b.openingHours}.`),
        p(
          `If your car cannot be driven and your policy includes breakdown assistance, call our 24-hour helpline on ${strong(b.phone.breakdown)}.`,
        ),
      ),
      items: [...officeContacts(brand), breakdownContact(brand)],
    },
    {
      key: 'injuries',
      title: 'If someone is injured',
      body: html(
        p(
          'Personal injury claims in Ireland generally go to the Injuries Resolution Board before they can go to court. If someone makes an injury claim against you, or you receive any letter, summons or court paper about the accident, send it to us straight away and do not reply to it yourself.',
        ),
        p(
          'If you are hurt by a driver who is uninsured or cannot be traced, the Motor Insurers’ Bureau of Ireland (MIBI) may be able to compensate you.',
        ),
      ),
    },
    {
      key: 'after-a-claim',
      title: 'After a claim',
      body: ul([
        'A claim where the insurer cannot recover its costs from someone else will usually reduce your no claims bonus at renewal, unless your no claims bonus is protected.',
        'You must tell future insurers about the claim when they ask about your claims history.',
        `Not happy with how your claim is handled? Tell us. Our ${a(ROUTES.termsOfBusiness, 'terms of business')} explain our complaints process and how to contact the Financial Services and Pensions Ombudsman (FSPO).`,
      ]),
    },
  ]);
}
