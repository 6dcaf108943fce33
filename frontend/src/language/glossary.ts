/**
 * One glossary for the codes the API sends (statuses, options, reasons, quote pages), so every screen
 * says the same thing the same way: 'purchased' is 'Bought' on a card, a chart and a table alike. A
 * code the glossary does not know is put into words ('YOUNG_DRIVER_VEHICLE_GROUP' → 'Young driver
 * vehicle group'); text that is not a code ('Dublin City', '2026-04') is left as it is.
 */
const WORDS: Readonly<Record<string, string>> = {
  // How far a quote got, and what became of it.
  started: 'Started',
  priced: 'Priced',
  quoted: 'Quoted',
  declined: 'Declined',
  referred: 'Referred',
  purchased: 'Bought',
  active: 'Active',
  // Ways of paying.
  annual: 'Annual',
  monthly: 'Monthly',
  monthly_deposit: 'Monthly',
  // Payments.
  pending: 'Pending',
  succeeded: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  held: 'Held for checking',
  unfulfilled: 'Paid, not fulfilled yet',
  // What a payment is for.
  new_policy: 'New policy',
  renewal: 'Renewal',
  adjustment: 'Change to a policy',
  // Cover and who priced it.
  comprehensive: 'Comprehensive',
  third_party_fire_theft: 'Third party, fire and theft',
  third_party_only: 'Third party only',
  // The quote's pages.
  your_details: 'Your details',
  your_car: 'Your car',
  your_driving_history: 'Your driving history',
  claims: 'Your claims',
  additional_drivers: 'Other drivers',
  cover: 'Your cover',
  // Why the rating table declined or referred a quote.
  DRIVER_AGE: "Driver's age",
  CONVICTION: 'Motoring conviction',
  PERFORMANCE_MODIFICATION: 'Performance modification',
  VEHICLE_VALUE: 'Value of the car',
  YOUNG_DRIVER_VEHICLE_GROUP: 'Young driver in a powerful car',
  TOO_MANY_DRIVERS: 'Too many drivers',
  MILEAGE: 'Yearly mileage',
};

// snake_case, SHOUTING_CASE or a single lower-case word: what an API code looks like.
// Letters only: 'pay_9' is an id, not a code.
const CODE = /^(?:[a-z]+(?:_[a-z]+)*|[A-Z]+(?:_[A-Z]+)+)$/;

/** A code in words, for any screen that shows what the API sent. */
export function wordFor(value: string): string {
  if (Object.hasOwn(WORDS, value)) return WORDS[value];
  if (!CODE.test(value)) return value;
  const spaced = value.replace(/_/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * The casing rule: headings, buttons, labels and menu items are in sentence case ('Create a post',
 * 'Rating tables'), except for the texts SPEC fixes word for word, kept exactly as SPEC writes them…
 */
export const SPEC_TEXTS: readonly string[] = [
  'Get A Quote',
  'Accept All',
  // Beside 'Accept All' on every layer of the cookie manager, so labelled the same way.
  'Reject All',
  'Manage Preferences',
  'Cookies Settings',
  'Learner Drivers',
  'Renew Your Policy',
  'Help & Contact',
  'Help Centre',
  'Making A Claim',
  'Breakdown Assistance',
  'Policy Change',
  'Jargon Buster',
  'Customer Feedback',
  'Contact Form',
  'About CFM',
  'Log Out',
  'All Users',
  'Create a User',
  'Edit a User',
  'All Contacts',
  'View Contact',
  'Contact Details',
  'Forgot Password',
  'Reset Password',
  'Create Account',
  'Retention Period',
  'Data Controller',
];

/** …and for proper names: the firm's documents, schemes, brands and file formats. */
export const PROPER_NAMES: readonly string[] = [
  'Terms of Business',
  'Privacy Policy',
  'Privacy Notice',
  'Cookies Policy',
  'Social Media Terms',
  'Policy Booklet',
  'Insurance Product Information Document',
  'Complaints Procedure',
  'Data Protection Policy',
  'Remuneration Policy',
  'Driver Number Requirements',
  'SEPA Direct Debit',
  'Direct Debit',
  'WebP',
];
