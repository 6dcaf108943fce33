import type { Brand } from '#src/config/brand.types';

export type CookieCategoryName = 'Strictly necessary' | 'Functional' | 'Analytics' | 'Marketing';

/** One row of the cookies-policy table (SPEC §3 "Cookie detail record"). */
export interface CookieRecordSeed {
  category: CookieCategoryName;
  name: string;
  description: string;
  retentionPeriod: string;
  dataController: string;
}

/** Google consent mode storage types that the consent banner switches. */
export type ConsentTagName =
  'functionality_storage' | 'analytics_storage' | 'ad_storage' | 'ad_user_data' | 'ad_personalization';

export interface CookieCategorySeed {
  name: Exclude<CookieCategoryName, 'Strictly necessary'>;
  description: string;
  tags: { name: ConsentTagName; default: 'granted' | 'denied' }[];
}

/**
 * The categories a visitor can switch (SPEC §3). Strictly necessary storage is not listed because it
 * cannot be refused; every tag starts denied, so nothing optional runs before the visitor chooses.
 */
export const COOKIE_CATEGORIES: readonly CookieCategorySeed[] = [
  {
    name: 'Functional',
    description:
      'Let the website offer extra features, such as videos embedded in our blog posts. If you switch these off, those features may not work.',
    tags: [{ name: 'functionality_storage', default: 'denied' }],
  },
  {
    name: 'Analytics',
    description:
      'Help us understand how visitors use the website, such as which pages are visited and where people leave a quote, so we can improve it. The information is collected in a way that does not directly identify you.',
    tags: [{ name: 'analytics_storage', default: 'denied' }],
  },
  {
    name: 'Marketing',
    description:
      'Used by us and our advertising partners, Google and Meta, to show you relevant adverts on other websites and social media, and to measure how well our adverts work.',
    tags: [
      { name: 'ad_storage', default: 'denied' },
      { name: 'ad_user_data', default: 'denied' },
      { name: 'ad_personalization', default: 'denied' },
    ],
  },
];

const GOOGLE = 'Google Ireland Limited';
const META = 'Meta Platforms Ireland Limited';

export function cookieRecords(brand: Brand): CookieRecordSeed[] {
  const us = brand.legalName;
  return [
    {
      category: 'Strictly necessary',
      name: `${brand.productSlug}.sid`,
      description:
        'Keeps your session secure as you move between pages, for example while you get a quote, make a payment or sign in to the staff area. It holds a random identifier, not your personal details.',
      retentionPeriod: 'Until you close your browser or sign out',
      dataController: us,
    },
    {
      category: 'Strictly necessary',
      name: `${brand.productSlug}.csrf`,
      description:
        'Protects our forms against cross-site request forgery, a kind of attack in which another website tries to submit a form on your behalf.',
      retentionPeriod: 'Until you close your browser',
      dataController: us,
    },
    {
      category: 'Strictly necessary',
      name: `${brand.productSlug}.opened`,
      description:
        'Lists the quotes and renewals you opened in this browser, by our internal record numbers, so that their pages show at once whether you need to retrieve them. It holds no personal details and opens nothing by itself.',
      retentionPeriod: 'Until you close your browser',
      dataController: us,
    },
    {
      category: 'Strictly necessary',
      name: 'dgCookies',
      description:
        'Not a cookie: an entry in your browser’s local storage that remembers your cookie choices, so we do not ask you again on every visit.',
      retentionPeriod: 'About 5 months, then we ask again',
      dataController: us,
    },
    {
      category: 'Strictly necessary',
      name: '_GRECAPTCHA',
      description:
        'Set by Google reCAPTCHA, which protects our forms from spam and abuse by telling people apart from automated software.',
      retentionPeriod: '6 months',
      dataController: GOOGLE,
    },
    {
      category: 'Functional',
      name: 'YSC',
      description:
        'Set by YouTube when you play a video embedded in one of our blog posts, to remember what you have watched in that session.',
      retentionPeriod: 'Until you close your browser',
      dataController: GOOGLE,
    },
    {
      category: 'Functional',
      name: 'VISITOR_INFO1_LIVE',
      description:
        'Set by YouTube when you play an embedded video, to estimate your connection speed and choose the right video quality.',
      retentionPeriod: '6 months',
      dataController: GOOGLE,
    },
    {
      category: 'Analytics',
      name: '_ga',
      description:
        'Set by Google Analytics to tell visitors apart with a random identifier, so we can count visits and see how the website is used. Google processes this information for us.',
      retentionPeriod: '2 years',
      dataController: us,
    },
    {
      category: 'Analytics',
      name: '_ga_<measurement-id>',
      description:
        'Set by Google Analytics to keep track of your current visit, such as the pages you view and how long you spend on them.',
      retentionPeriod: '2 years',
      dataController: us,
    },
    {
      category: 'Marketing',
      name: '_gcl_au',
      description:
        'Set by Google’s conversion linker to measure how many people get a quote or buy a policy after seeing or clicking one of our Google adverts.',
      retentionPeriod: '90 days',
      dataController: GOOGLE,
    },
    {
      category: 'Marketing',
      name: '_gcl_aw',
      description:
        'Stores the click identifier when you arrive from one of our Google adverts, so the advert can be credited if you then get a quote.',
      retentionPeriod: '90 days',
      dataController: GOOGLE,
    },
    {
      category: 'Marketing',
      name: '_fbp',
      description:
        'Set by the Meta Pixel to recognise your browser, so we can show you relevant adverts on Facebook and Instagram and measure how well they work.',
      retentionPeriod: '90 days',
      dataController: META,
    },
    {
      category: 'Marketing',
      name: '_fbc',
      description:
        'Stores the click identifier when you arrive from one of our Facebook or Instagram adverts, so the advert can be credited.',
      retentionPeriod: '90 days',
      dataController: META,
    },
  ];
}
