import type { MailMessage } from '../../mail';
import { COVER_TYPE_LABELS } from '../../rating';
import type { RenewalFields } from './renewal-terms';
import { formatDay, formatMoney } from '#src/common/text/formats';
import { link, mailBody, paragraph, rows, signOff } from '#src/common/mail/mail-template';

export interface RenewalMailContext {
  brandName: string;
  supportEmail: string;
  renewal: Pick<
    RenewalFields,
    | 'policyNumber'
    | 'customerName'
    | 'email'
    | 'registration'
    | 'vehicle'
    | 'coverType'
    | 'renewalDate'
    | 'renewalPremiumCents'
    | 'currentPremiumCents'
  >;
}

function firstName(name: string): string {
  return name.split(' ')[0];
}

function summary({ renewal }: RenewalMailContext): [string, string][] {
  return [
    ['Policy number', renewal.policyNumber],
    ['Car', `${renewal.vehicle} (${renewal.registration})`],
    ['Cover', COVER_TYPE_LABELS[renewal.coverType]],
    ['Renewal date', formatDay(renewal.renewalDate)],
    ['Renewal premium', formatMoney(renewal.renewalPremiumCents)],
    ['This year’s premium', formatMoney(renewal.currentPremiumCents)],
  ];
}

function compose(
  context: RenewalMailContext,
  subject: string,
  paragraphs: string[],
  action?: { url: string; label: string },
): MailMessage {
  const { brandName, renewal } = context;
  return {
    to: renewal.email,
    subject,
    ...mailBody([
      paragraph(`Hello ${firstName(renewal.customerName)},`),
      ...paragraphs.map(paragraph),
      rows(summary(context)),
      ...(action ? [link(action.url, action.label)] : []),
      paragraph(`Questions? Email ${context.supportEmail}.`),
      signOff(brandName),
    ]),
  };
}

/** The renewal notice: the offer, and the signed link to view and pay it. */
export function invitationMail(context: RenewalMailContext, link: string): MailMessage {
  const { brandName, renewal } = context;
  return compose(
    context,
    `Your ${brandName} renewal: policy ${renewal.policyNumber}`,
    [
      `Your car insurance policy ${renewal.policyNumber} is due for renewal on ${formatDay(renewal.renewalDate)}.`,
      'Your renewal price is no higher than the price you would be offered if this were your first renewal with us. ' +
        'Shop around if you wish: you are free to switch, and you can opt out of automatic renewal online.',
      'Your renewal notice (a PDF showing this year’s premium beside next year’s) is on your renewal page.',
    ],
    { url: link, label: 'View and renew your policy' },
  );
}

/** Staff send a paid renewal's documents link again (the customer lost the confirmation). */
export function renewalDocumentsMail(context: RenewalMailContext, documentsLink: string): MailMessage {
  const { brandName, renewal } = context;
  return compose(
    context,
    `Your ${brandName} renewal documents for policy ${renewal.policyNumber}`,
    [
      `As asked, here again is the link to your renewal documents for policy ${renewal.policyNumber}, which ` +
        `renews on ${formatDay(renewal.renewalDate)}: the policy schedule, the certificate of motor insurance ` +
        'and the windscreen disc.',
    ],
    { url: documentsLink, label: 'Download your renewal documents' },
  );
}

/** Sent once the renewal is paid. */
export function renewalConfirmationMail(
  context: RenewalMailContext,
  paidCents: number,
  documentsLink: string,
): MailMessage {
  const { brandName, renewal } = context;
  return compose(
    context,
    `Your ${brandName} policy ${renewal.policyNumber} is renewed`,
    [
      `Thank you. We have received your payment of ${formatMoney(paidCents)} and your policy ${renewal.policyNumber} ` +
        `renews on ${formatDay(renewal.renewalDate)}.`,
      'Your new policy schedule, certificate of motor insurance and windscreen disc are ready to download on ' +
        'your renewal page. Please print the disc and display it from the renewal date.',
    ],
    { url: documentsLink, label: 'Download your renewal documents' },
  );
}
