import { breakdownContact } from '../brand-content';
import type { Brand } from '#src/config/brand.types';
import { a, html, htmlSafe, p, strong, ul } from '../html';
import { pageSections } from '../page';
import { ROUTES, whyPath } from '../routes';
import type { CmsSectionSeed } from '../types';
import { COMPETITION_HEADLINE } from './competition';

export function homeSections(brand: Brand): CmsSectionSeed[] {
  const b = htmlSafe(brand);
  return pageSections('home', [
    {
      key: 'hero',
      title: brand.strapline,
      body: html(
        p(
          `Straightforward private car insurance for women drivers and learner drivers, arranged by an Irish broker and backed by ${b.underwriter}. Get a price online in minutes, or talk it through with our team Monday to Saturday.`,
        ),
        p(a(ROUTES.getAQuote, 'Get A Quote')),
      ),
    },
    {
      key: 'why-choose-us',
      title: `Why choose ${brand.shortName}?`,
      body: p(
        `We built ${b.name} around what drivers told us they wanted: a fair price, clear cover and a real person on the phone when it matters. ${a(whyPath(brand), `Find out more about ${b.shortName}`)}.`,
      ),
      items: [
        {
          kind: 'feature',
          icon: 'heart',
          title: 'Made for women drivers',
          text: 'Cover and service designed around what women drivers asked us for, from flexible payments to a team that explains things plainly.',
        },
        {
          kind: 'feature',
          icon: 'learner',
          title: 'Learner drivers welcome',
          text: 'Insure yourself on your learner permit so you can practise in your own car between lessons.',
        },
        {
          kind: 'feature',
          icon: 'people',
          title: '100+ years of experience',
          text: 'Our team has more than 100 years of combined experience in Irish motor insurance.',
        },
        {
          kind: 'feature',
          icon: 'phone',
          title: 'Help six days a week',
          text: 'Call, email or use our online forms. We are here Monday to Saturday.',
        },
        {
          kind: 'feature',
          icon: 'breakdown',
          title: '24-hour breakdown helpline',
          text: 'Where your policy includes breakdown assistance, help is a phone call away, day or night.',
        },
        {
          kind: 'feature',
          icon: 'shield',
          title: 'Regulated and accountable',
          text: brand.regulatorStatement,
        },
      ],
    },
    {
      key: 'learner-driver-cover',
      title: 'Learner driver insurance',
      body: html(
        p(
          'Practising in your own car is one of the best ways to get ready for your driving test. We can insure you on your learner permit, with cover that follows the rules of the road for learners:',
        ),
        ul([
          'You must display L plates to the front and rear of the car.',
          'You must always be accompanied by someone who has held a full licence for the same category of vehicle for at least two years.',
          'First-time learner permit holders must complete 12 lessons of Essential Driver Training (EDT) with an approved driving instructor.',
        ]),
        p(a(ROUTES.learnerDrivers, 'Learn more about learner driver insurance')),
      ),
    },
    {
      key: 'breakdown-assistance',
      title: 'Breakdown assistance, 24 hours a day',
      body: html(
        p(
          `Flat battery on a cold morning? Puncture on the way home? If your policy includes breakdown assistance, call our helpline on ${strong(b.phone.breakdown)}. It is open 24 hours a day, 365 days a year.`,
        ),
        p(a(ROUTES.breakdown, 'See what breakdown assistance covers')),
      ),
      items: [breakdownContact(brand)],
    },
    {
      key: 'testimonials',
      title: 'What our customers say',
      body: p('Reviews from drivers we have insured.'),
      items: [
        {
          kind: 'testimonial',
          name: 'Aoife, Co. Galway',
          rating: 5,
          content:
            'I insured myself on my learner permit and the team explained exactly who could sit in with me. Passed my test in March and updating the policy took one phone call.',
        },
        {
          kind: 'testimonial',
          name: 'Siobhán, Dublin 15',
          rating: 4,
          content:
            'Good price and the online quote was quick. I had to ring to add my partner as a named driver, but they sorted it the same day.',
        },
        {
          kind: 'testimonial',
          name: 'Niamh, Co. Cork',
          rating: 4.5,
          content:
            'My car would not start outside work at 7pm. I called the breakdown line and someone was with me within the hour. Really reassuring.',
        },
        {
          kind: 'testimonial',
          name: 'Gráinne, Co. Kildare',
          rating: 5,
          content:
            'Clear answers about my no claims bonus and no pressure to buy extras I did not need. Renewed without a second thought.',
        },
      ],
    },
    {
      key: 'team',
      title: 'Meet the team',
      body: p(
        'Between us we have more than 100 years of combined experience in Irish motor insurance, and we are here to help Monday to Saturday.',
      ),
      items: [
        {
          kind: 'team',
          header: 'Customer care',
          image: '/images/team/customer-care.jpg',
          imageAlt: 'Two members of the customer care team talking with a customer on the phone',
          content:
            'Questions about your quote, your cover or your documents? Our customer care team will talk you through it in plain English.',
          buttonText: 'Contact Us',
          buttonUrl: ROUTES.contactUs,
        },
        {
          kind: 'team',
          header: 'Learner driver specialists',
          image: '/images/team/learner-specialists.jpg',
          imageAlt: 'A team member pointing out the driver number on a learner permit',
          content:
            'From your first learner permit to the day you swap your L plates for N plates, we will make sure your cover keeps up with you.',
          buttonText: 'Learner Driver Cover',
          buttonUrl: ROUTES.learnerDrivers,
        },
        {
          kind: 'team',
          header: 'Claims support',
          image: '/images/team/claims-support.jpg',
          imageAlt: 'A claims handler taking notes during a call',
          content:
            'If you have an accident, we will help you report it to the insurer, explain what happens next and keep you updated until it is settled.',
          buttonText: 'Making A Claim',
          buttonUrl: ROUTES.makingAClaim,
        },
        {
          kind: 'team',
          header: 'Renewals',
          image: '/images/team/renewals.jpg',
          imageAlt: 'A renewals adviser at her desk reviewing a renewal notice',
          content:
            'We send your renewal invitation well before your policy ends, so you have time to check your details and ask questions.',
          buttonText: 'Renew Your Policy',
          buttonUrl: ROUTES.renewals,
        },
      ],
    },
    {
      key: 'competition',
      title: 'Win a 100 euro gift card',
      body: html(p(COMPETITION_HEADLINE), p(a(ROUTES.getAQuote, 'Get A Quote'))),
    },
  ]);
}
