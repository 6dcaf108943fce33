import type { PdfBlock, PdfDocumentModel } from '#src/common/pdf/pdf-document';
import { formatDay, formatIrishPhone, formatMoney } from '#src/common/text/formats';
import type { CompleteAnswers } from '../../quotes';
import {
  CONVICTION_LABELS,
  COVER_TYPE_LABELS,
  LICENCE_TYPE_LABELS,
  OVERNIGHT_LOCATION_LABELS,
  RELATIONSHIP_LABELS,
  USAGE_LABELS,
} from '../../rating';
import type { Instalment, MonthlyPlan } from '../../rating';
import type { AddOn, CoverType } from '../../rating';

/** The documents issued with a policy; each is its own PDF. */
export const POLICY_DOCUMENT_KINDS = ['schedule', 'certificate', 'disc', 'statement_of_fact'] as const;
export type PolicyDocumentKind = (typeof POLICY_DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<PolicyDocumentKind | 'renewal_notice', string> = {
  schedule: 'Policy schedule',
  certificate: 'Certificate of motor insurance',
  disc: 'Insurance disc',
  statement_of_fact: 'Statement of fact',
  renewal_notice: 'Renewal notice',
};

export const ADD_ON_LABELS: Record<AddOn, string> = {
  breakdown_assistance: 'Breakdown assistance',
  windscreen: 'Windscreen cover',
  protected_ncb: 'No claims bonus protection',
};

/** What of config/brand.json the documents print. */
export interface DocumentBrand {
  name: string;
  legalName: string;
  regulatorStatement: string;
  underwriter: string;
  supportEmail: string;
  phone: string;
  /** The public site, for the certificate check's address. */
  siteUrl: string;
}

/** The policy as the documents read it (a PolicyView has these fields). */
export interface DocumentPolicy {
  policyNumber: string;
  webReference: string;
  holder: {
    firstName: string;
    lastName: string;
    email: string;
    dateOfBirth: string;
    address: { line1: string; line2?: string; town: string; county: string; eircode: string };
  };
  vehicle: {
    registration?: string;
    make: string;
    model: string;
    engine: string;
    year: number;
    valueCents: number;
  };
  cover: { type: string; voluntaryExcessCents: number; excessCents: number; addOns: string[] };
  startDate: string;
  endDate: string;
  premium: {
    totalCents: number;
    levyCents: number;
    monthly?: MonthlyPlan;
    /** The Direct Debits as a mid-term change recomputed them. */
    schedule?: Instalment[];
  };
  paymentOption: 'annual' | 'monthly';
}

export interface PolicyDocumentInput {
  brand: DocumentBrand;
  policy: DocumentPolicy;
  /** The answers the price was based on. */
  answers: CompleteAnswers;
  certificateNumber: string;
  /** When this version was issued, and its number (1 at purchase). */
  issuedAt: Date;
  version: number;
}

const LONG_DATE = new Intl.DateTimeFormat('en-IE', { dateStyle: 'long', timeZone: 'UTC' });
const ISSUED = new Intl.DateTimeFormat('en-IE', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Dublin',
});

/** '2026-05-08' → '8 May 2026' */
export const longDate = (isoDate: string) => LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const coverLabel = (type: string) => COVER_TYPE_LABELS[type as CoverType] ?? type;
const addOnLabel = (code: string) => ADD_ON_LABELS[code as AddOn] ?? code;

/** The public check's address for a certificate, which its QR code holds. */
export function verifyUrl(siteUrl: string, certificateNumber: string, registration?: string): string {
  const query = new URLSearchParams({
    certificate: certificateNumber,
    ...(registration ? { registration } : {}),
  });
  return `${siteUrl}/verify-document?${query.toString()}`;
}

export const holderName = (policy: DocumentPolicy) => `${policy.holder.firstName} ${policy.holder.lastName}`;
const vehicleLine = ({ vehicle }: DocumentPolicy) =>
  `${vehicle.year} ${vehicle.make} ${vehicle.model} ${vehicle.engine}`;
const registrationOf = ({ vehicle }: DocumentPolicy) => vehicle.registration ?? 'Not yet registered';
const period = (policy: DocumentPolicy) =>
  `${longDate(policy.startDate)} to ${longDate(policy.endDate)} (both days included)`;

/** Premium with the levy spelt out: the documents' one wording of the price. */
export const premiumWithLevy = (premium: { totalCents: number; levyCents: number }) =>
  `${formatMoney(premium.totalCents)}, including the 3% Government levy of ${formatMoney(premium.levyCents)}`;

function drivers(policy: DocumentPolicy, answers: CompleteAnswers): string[][] {
  return [
    [holderName(policy), 'Policyholder', LICENCE_TYPE_LABELS[answers.your_driving_history.licenceType]],
    ...answers.additional_drivers.drivers.map((driver) => [
      `${driver.firstName} ${driver.lastName}`,
      RELATIONSHIP_LABELS[driver.relationship],
      LICENCE_TYPE_LABELS[driver.licenceType],
    ]),
  ];
}

function footnote(brand: DocumentBrand): PdfBlock[] {
  return [
    {
      kind: 'paragraph',
      size: 8,
      text:
        `${brand.regulatorStatement} Insurance is provided by ${brand.underwriter}. ` +
        `Questions: ${brand.supportEmail} or ${brand.phone}.`,
    },
  ];
}

/** A document's frame: its title, the line under it, the blocks, the regulatory footnote and page footer. */
function framed(
  brand: DocumentBrand,
  kind: PolicyDocumentKind,
  /** 'policy IVY-P-4HXM9R2C' */
  of: { what: string; reference: string },
  underTitle: string,
  blocks: PdfBlock[],
): PdfDocumentModel {
  const title = DOCUMENT_TITLES[kind];
  return {
    title: `${title} ${of.reference} | ${brand.name}`,
    author: brand.name,
    subject: `${title} for ${of.what} ${of.reference}`,
    blocks: [
      { kind: 'title', text: title },
      { kind: 'paragraph', size: 9, text: underTitle },
      ...blocks,
      ...footnote(brand),
    ],
    footer: (page, pages) => `${brand.name} · ${title} · ${of.reference} · Page ${page} of ${pages}`,
  };
}

function model(input: PolicyDocumentInput, kind: PolicyDocumentKind, blocks: PdfBlock[]): PdfDocumentModel {
  const of = { what: 'policy', reference: input.policy.policyNumber };
  const { brand, version, issuedAt } = input;
  return framed(
    brand,
    kind,
    of,
    issuedLine({ brand, policyNumber: of.reference, version, issuedAt }),
    blocks,
  );
}

function paymentRows(policy: DocumentPolicy): string[][] {
  const { monthly, schedule } = policy.premium;
  if (policy.paymentOption !== 'monthly' || !monthly) return [['Payment', 'Paid in full by card']];
  const credit = ['Credit charge', `${formatMoney(monthly.creditChargeCents)} (APR ${monthly.apr}%)`];
  if (!schedule)
    return [
      ['Payment', 'Monthly, by Direct Debit'],
      ['Deposit', formatMoney(monthly.depositCents)],
      ['Instalments', `${monthly.instalments} of ${formatMoney(monthly.instalmentCents)}`],
      credit,
      ['Total payable', formatMoney(monthly.totalPayableCents)],
    ];
  // A mid-term change shared its difference over the Direct Debits left, so they no longer match the plan.
  const debits = schedule.reduce((sum, instalment) => sum + instalment.amountCents, 0);
  return [
    ['Payment', 'Monthly, by Direct Debit, as changed mid-term'],
    ['Deposit', formatMoney(monthly.depositCents)],
    ...schedule.map(({ dueDate, amountCents }, i) => [
      `Direct Debit ${i + 1} of ${schedule.length}`,
      `${formatMoney(amountCents)} on ${formatDay(dueDate)}`,
    ]),
    credit,
    ['Total payable', formatMoney(monthly.depositCents + debits)],
  ];
}

/** The schedule: who, what, when and for how much. */
export function policyScheduleModel(input: PolicyDocumentInput): PdfDocumentModel {
  const { policy, answers } = input;
  const address = policy.holder.address;
  return model(input, 'schedule', [
    { kind: 'heading', text: 'Policy' },
    {
      kind: 'table',
      rowHeaders: true,
      widths: [0.32, 0.68],
      rows: [
        ['Policy number', policy.policyNumber],
        ['Web reference', policy.webReference],
        ['Certificate number', input.certificateNumber],
        ['Period of insurance', period(policy)],
        ['Insurer', input.brand.underwriter],
      ],
    },
    { kind: 'heading', text: 'Policyholder' },
    {
      kind: 'table',
      rowHeaders: true,
      widths: [0.32, 0.68],
      rows: [
        ['Name', holderName(policy)],
        [
          'Address',
          [address.line1, address.line2, address.town, address.county, address.eircode]
            .filter(Boolean)
            .join(', '),
        ],
        ['Date of birth', longDate(policy.holder.dateOfBirth)],
      ],
    },
    { kind: 'heading', text: 'Vehicle' },
    {
      kind: 'table',
      rowHeaders: true,
      widths: [0.32, 0.68],
      rows: [
        ['Registration', registrationOf(policy)],
        ['Vehicle', vehicleLine(policy)],
        ['Value', formatMoney(policy.vehicle.valueCents)],
        ['Use', USAGE_LABELS[answers.your_car.usage]],
      ],
    },
    { kind: 'heading', text: 'Drivers' },
    { kind: 'table', head: ['Name', 'Relationship', 'Licence'], rows: drivers(policy, answers) },
    { kind: 'heading', text: 'Cover' },
    {
      kind: 'table',
      rowHeaders: true,
      widths: [0.32, 0.68],
      rows: [
        ['Cover', coverLabel(policy.cover.type)],
        ['Add-ons', policy.cover.addOns.length ? policy.cover.addOns.map(addOnLabel).join(', ') : 'None'],
        ['Compulsory excess', formatMoney(policy.cover.excessCents - policy.cover.voluntaryExcessCents)],
        ['Voluntary excess', formatMoney(policy.cover.voluntaryExcessCents)],
        ['Total excess', formatMoney(policy.cover.excessCents)],
      ],
    },
    { kind: 'heading', text: 'Premium' },
    {
      kind: 'table',
      rowHeaders: true,
      widths: [0.32, 0.68],
      rows: [['Premium', premiumWithLevy(policy.premium)], ...paymentRows(policy)],
    },
    {
      kind: 'paragraph',
      text:
        'This schedule, the certificate of motor insurance, the statement of fact and the policy booklet ' +
        'together make up your contract of insurance. Please keep them together.',
    },
  ]);
}

/** What a certificate and its disc print, whatever the policy was made from (a quote, a renewal). */
export interface CertificateFacts {
  brand: DocumentBrand;
  policyNumber: string;
  certificateNumber: string;
  /** Absent for a car not yet registered. */
  registration?: string;
  holderName: string;
  /** The policyholder's licence, as the policy holds it (a renewal's sheet has none). */
  holderLicence?: string;
  vehicle: string;
  startDate: string;
  endDate: string;
  /** Who may drive, and the limits on use, as the certificate words them. */
  permitted: string;
  use: string;
  issuedAt: Date;
  version: number;
}

function certificateFactsOf(input: PolicyDocumentInput): CertificateFacts {
  const { policy, answers } = input;
  const named = answers.additional_drivers.drivers;
  return {
    brand: input.brand,
    policyNumber: policy.policyNumber,
    certificateNumber: input.certificateNumber,
    registration: policy.vehicle.registration,
    holderName: holderName(policy),
    holderLicence: LICENCE_TYPE_LABELS[answers.your_driving_history.licenceType],
    vehicle: vehicleLine(policy),
    startDate: policy.startDate,
    endDate: policy.endDate,
    permitted: named.length
      ? `The policyholder and the named drivers: ${named.map((d) => `${d.firstName} ${d.lastName}`).join(', ')}.`
      : 'The policyholder only.',
    use: `${USAGE_LABELS[answers.your_car.usage]}. Not for hire or reward, racing or competitions.`,
    issuedAt: input.issuedAt,
    version: input.version,
  };
}

/** The line under a document's title: whose it is and when it was made. */
function issuedLine({
  brand,
  policyNumber,
  version,
  issuedAt,
}: Pick<CertificateFacts, 'brand' | 'policyNumber' | 'version' | 'issuedAt'>): string {
  return (
    `${brand.name}. Policy ${policyNumber}. Issued ${ISSUED.format(issuedAt)}` +
    (version > 1 ? `, version ${version}: it replaces every earlier version.` : '.')
  );
}

const certificateFrame = (facts: CertificateFacts, kind: PolicyDocumentKind, blocks: PdfBlock[]) =>
  framed(facts.brand, kind, { what: 'policy', reference: facts.policyNumber }, issuedLine(facts), blocks);

const registrationText = (registration?: string) => registration ?? 'Not yet registered';

/** The certificate the Road Traffic Acts require, with the QR code of its public check. */
export function certificateFromFacts(facts: CertificateFacts): PdfDocumentModel {
  const { brand } = facts;
  return certificateFrame(facts, 'certificate', [
    {
      kind: 'table',
      rowHeaders: true,
      widths: [0.32, 0.68],
      rows: [
        ['Certificate number', facts.certificateNumber],
        ['Registration', registrationText(facts.registration)],
        ['Policyholder', facts.holderName],
        ...(facts.holderLicence ? [["Policyholder's licence", facts.holderLicence]] : []),
        ['Effective from', longDate(facts.startDate)],
        ['Expires', `${longDate(facts.endDate)} at midnight`],
        ['Policy number', facts.policyNumber],
        ['Vehicle', facts.vehicle],
      ],
    },
    { kind: 'heading', text: 'Persons or classes of persons entitled to drive' },
    {
      kind: 'paragraph',
      text: `${facts.permitted} Each must hold a licence to drive the vehicle and not be disqualified from holding one.`,
    },
    { kind: 'heading', text: 'Limitations as to use' },
    { kind: 'paragraph', text: facts.use },
    {
      kind: 'paragraph',
      text:
        `I hereby certify that the policy to which this certificate relates satisfies the requirements of the ` +
        `relevant law applicable in Ireland. ${brand.underwriter}, authorised insurer.`,
    },
    {
      kind: 'qr',
      data: verifyUrl(brand.siteUrl, facts.certificateNumber, facts.registration),
      alt: `QR code: the address of the certificate check for certificate ${facts.certificateNumber}`,
      caption: `Anyone can check this certificate at ${brand.siteUrl}/verify-document with its number and the registration.`,
    },
  ]);
}

/** The windscreen disc: the certificate's essentials in a box to cut out, with the same QR code. */
export function discFromFacts(facts: CertificateFacts): PdfDocumentModel {
  const { brand } = facts;
  return certificateFrame(facts, 'disc', [
    {
      kind: 'paragraph',
      text: 'Print this page at full size, cut out the disc and display it on the inside of your windscreen, on the left.',
    },
    {
      kind: 'cutout',
      heading: `${brand.underwriter} · Insurance disc`,
      rows: [
        ['Registration', registrationText(facts.registration)],
        ['Certificate', facts.certificateNumber],
        ['Valid from', longDate(facts.startDate)],
        ['Expires', longDate(facts.endDate)],
        ['Policy', facts.policyNumber],
      ],
      qr: {
        data: verifyUrl(brand.siteUrl, facts.certificateNumber, facts.registration),
        alt: `QR code: the certificate check for certificate ${facts.certificateNumber}`,
      },
      note: 'The disc is evidence that insurance is in force; the certificate of motor insurance is the legal document.',
    },
  ]);
}

export const certificateModel = (input: PolicyDocumentInput) =>
  certificateFromFacts(certificateFactsOf(input));
export const insuranceDiscModel = (input: PolicyDocumentInput) => discFromFacts(certificateFactsOf(input));

function statementRows(answers: CompleteAnswers): { heading: string; rows: string[][] }[] {
  const { your_details: you, your_car: car, your_driving_history: history, cover } = answers;
  const address = you.address;
  const previous = history.most_recent_insurance ?? [];
  const convictions = (list: { code: string; date: string }[]) =>
    list.length
      ? list
          .map(
            (c) =>
              `${CONVICTION_LABELS[c.code as keyof typeof CONVICTION_LABELS] ?? c.code} (${longDate(c.date)})`,
          )
          .join('; ')
      : 'None';
  return [
    {
      heading: 'About you',
      rows: [
        ['Name', [you.title, you.firstName, you.lastName].filter(Boolean).join(' ')],
        ['Date of birth', longDate(you.dateOfBirth)],
        [
          'Address',
          [address.line1, address.line2, address.town, address.county, address.eircode]
            .filter(Boolean)
            .join(', '),
        ],
        ['Email', you.email],
        ['Phone', formatIrishPhone(you.phone)],
        ['Marital status', sentence(you.maritalStatus)],
        ['Employment', sentence(you.employmentStatus)],
        ['Occupation', you.occupation.title],
        ...(you.businessType ? [['Business', you.businessType.name]] : []),
      ],
    },
    {
      heading: 'Your car',
      rows: [
        ['Registration', car.registration ?? 'Not yet registered'],
        ['Car', `${car.vehicle.year} ${car.vehicle.make} ${car.vehicle.model} ${car.vehicle.engine}`],
        ['Value', formatMoney(car.valueCents)],
        ['Performance modifications', yesNo(car.modifications.performance)],
        ['Cosmetic modifications', yesNo(car.modifications.cosmetic)],
        ['Kept overnight', OVERNIGHT_LOCATION_LABELS[car.overnightLocation]],
        ['Use', USAGE_LABELS[car.usage]],
        ['Yearly mileage', `${car.annualMileageKm.toLocaleString('en-IE')} km`],
      ],
    },
    {
      heading: 'Your driving history',
      rows: [
        ['Licence', LICENCE_TYPE_LABELS[history.licenceType]],
        ['Years held', String(history.licenceYears)],
        ['Penalty points', String(history.penaltyPoints)],
        ['Convictions (5 years)', convictions(history.convictions)],
        ['No claims bonus', `${history.ncbYears} years`],
        ...previous.map((p, i) => [
          i === 0 ? 'Previous insurance' : '',
          `${p.insurer}, ending ${longDate(p.expiryDate)}${p.wasPolicyholder ? ', as policyholder' : ', as a named driver'}`,
        ]),
      ],
    },
    {
      heading: 'Other drivers',
      rows: answers.additional_drivers.drivers.length
        ? answers.additional_drivers.drivers.map((d) => [
            `${d.firstName} ${d.lastName}`,
            `${RELATIONSHIP_LABELS[d.relationship]}, born ${longDate(d.dateOfBirth)}, ${LICENCE_TYPE_LABELS[d.licenceType]} ` +
              `for ${d.licenceYears} years, ${d.penaltyPoints} penalty points, convictions: ${convictions(d.convictions)}, ` +
              `claims: ${d.claims.length}`,
          ])
        : [['Other drivers', 'None']],
    },
    {
      heading: 'Claims in the last 5 years',
      rows: answers.claims.claims.length
        ? answers.claims.claims.map((c) => [
            longDate(c.date),
            `${sentence(c.type ?? 'claim')}, ${c.fault ? 'at fault' : 'not at fault'}` +
              (c.amountCents === undefined ? '' : `, ${formatMoney(c.amountCents)}`),
          ])
        : [['Claims', 'None']],
    },
    {
      heading: 'Cover you asked for',
      rows: [
        ['Cover', coverLabel(cover.type)],
        ['Voluntary excess', formatMoney(cover.voluntaryExcessCents)],
        ['Add-ons', cover.addOns.length ? cover.addOns.map(addOnLabel).join(', ') : 'None'],
        ['Start date', longDate(cover.startDate)],
      ],
    },
  ];
}

/** 'self_employed' → 'Self employed' */
function sentence(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The statement's body, the same before and after the purchase. */
function statementBlocks(
  brand: DocumentBrand,
  answers: CompleteAnswers,
  premium: { totalCents: number; levyCents: number },
): PdfBlock[] {
  return [
    {
      kind: 'paragraph',
      bold: true,
      text:
        'Please check every answer below. Your price and your cover are based on them. If anything is wrong ' +
        `or missing, tell us within 14 days: email ${brand.supportEmail} or call ${brand.phone}. An answer ` +
        'that is wrong could mean a claim is refused or reduced, or your policy is cancelled.',
    },
    {
      kind: 'paragraph',
      text: `Registration ${answers.your_car.registration ?? 'Not yet registered'}. The price based on these answers: ${premiumWithLevy(premium)}.`,
    },
    ...statementRows(answers).flatMap(({ heading: text, rows }): PdfBlock[] => [
      { kind: 'heading', text },
      { kind: 'table', rowHeaders: true, widths: [0.36, 0.64], rows },
    ]),
  ];
}

/** Every answer the price was based on, with the request to check it and how to report a mistake. */
export function statementOfFactModel(input: PolicyDocumentInput): PdfDocumentModel {
  return model(input, 'statement_of_fact', statementBlocks(input.brand, input.answers, input.policy.premium));
}

/** The statement of a priced quote, for the customer to read before paying. */
export interface QuoteStatementInput {
  brand: DocumentBrand;
  webReference: string;
  answers: CompleteAnswers;
  premium: { totalCents: number; levyCents: number };
  issuedAt: Date;
}

export function quoteStatementOfFactModel(input: QuoteStatementInput): PdfDocumentModel {
  const { brand, webReference } = input;
  return framed(
    brand,
    'statement_of_fact',
    { what: 'quote', reference: webReference },
    `${brand.name}. Quote ${webReference}. Prepared ${ISSUED.format(input.issuedAt)}, before you buy.`,
    statementBlocks(brand, input.answers, input.premium),
  );
}

/** What a renewal notice prints: the offer and the year ending. */
export interface RenewalNoticeInput {
  brand: DocumentBrand;
  renewal: {
    policyNumber: string;
    customerName: string;
    registration: string;
    vehicle: string;
    coverType: string;
    renewalDate: string;
    currentPremiumCents: number;
    renewalPremiumCents: number;
    noClaimsYears: number;
  };
  issuedAt: Date;
  /** The link to view and pay the renewal. */
  renewUrl: string;
}

/**
 * The renewal notice: this year's premium beside next year's (the Central Bank's rule against price
 * walking since 2022 requires both), and what to do.
 */
export function renewalNoticeModel(input: RenewalNoticeInput): PdfDocumentModel {
  const { brand, renewal } = input;
  const change = renewal.renewalPremiumCents - renewal.currentPremiumCents;
  const difference =
    change === 0
      ? 'Your premium is unchanged.'
      : `Your premium ${change > 0 ? 'goes up' : 'goes down'} by ${formatMoney(Math.abs(change))}.`;
  const title = DOCUMENT_TITLES.renewal_notice;
  return {
    title: `${title} ${renewal.policyNumber} | ${brand.name}`,
    author: brand.name,
    subject: `${title} for policy ${renewal.policyNumber}`,
    blocks: [
      { kind: 'title', text: title },
      {
        kind: 'paragraph',
        size: 9,
        text: `${brand.name}. Policy ${renewal.policyNumber}. Issued ${ISSUED.format(input.issuedAt)}.`,
      },
      {
        kind: 'paragraph',
        text: `Dear ${renewal.customerName}, your car insurance renews on ${longDate(renewal.renewalDate)}.`,
      },
      {
        kind: 'table',
        head: ['', 'This year', 'From renewal'],
        widths: [0.4, 0.3, 0.3],
        rows: [
          [
            'Premium, including the 3% Government levy',
            formatMoney(renewal.currentPremiumCents),
            formatMoney(renewal.renewalPremiumCents),
          ],
        ],
      },
      { kind: 'paragraph', text: difference },
      {
        kind: 'table',
        rowHeaders: true,
        widths: [0.32, 0.68],
        rows: [
          ['Policy number', renewal.policyNumber],
          ['Car', `${renewal.vehicle} (${renewal.registration})`],
          ['Cover', coverLabel(renewal.coverType)],
          ['No claims bonus', `${renewal.noClaimsYears} years`],
          ['Renewal date', longDate(renewal.renewalDate)],
        ],
      },
      {
        kind: 'paragraph',
        text:
          'Please check these details and tell us of any change. You are free to shop around; the insurer ' +
          'cannot charge you more at renewal than an equivalent new customer.',
      },
      { kind: 'paragraph', text: `To renew, or to change anything, go to ${input.renewUrl}` },
      ...footnote(brand),
    ],
    footer: (page, pages) => `${brand.name} · ${title} · ${renewal.policyNumber} · Page ${page} of ${pages}`,
  };
}

/**
 * What a paid renewal is made into. The insurer's renewal sheet is all we hold of such a policy (no
 * answers, address, drivers or excesses), so the renewal's documents are the schedule, certificate and
 * disc for the new period, saying plainly that the rest of the cover carries on unchanged.
 */
export const RENEWAL_DOCUMENT_KINDS = ['schedule', 'certificate', 'disc'] as const;
export type RenewalDocumentKind = (typeof RENEWAL_DOCUMENT_KINDS)[number];

/** A renewed policy for its new period, as the renewal record gives it. */
export interface RenewedPolicy {
  policyNumber: string;
  customerName: string;
  registration: string;
  vehicle: string;
  coverType: string;
  startDate: string;
  endDate: string;
  /** The renewal premium, the levy included (the sheet does not split it). */
  premiumCents: number;
  noClaimsYears: number;
}

export interface RenewalDocumentInput {
  brand: DocumentBrand;
  renewal: RenewedPolicy;
  certificateNumber: string;
  issuedAt: Date;
  version: number;
}

const UNCHANGED_AT_RENEWAL = 'as on your policy before this renewal, unchanged';

function renewalCertificateFacts(input: RenewalDocumentInput): CertificateFacts {
  const { renewal } = input;
  return {
    brand: input.brand,
    policyNumber: renewal.policyNumber,
    certificateNumber: input.certificateNumber,
    registration: renewal.registration,
    holderName: renewal.customerName,
    vehicle: renewal.vehicle,
    startDate: renewal.startDate,
    endDate: renewal.endDate,
    permitted: `The policyholder and any named drivers, ${UNCHANGED_AT_RENEWAL}.`,
    use: `Use ${UNCHANGED_AT_RENEWAL}. Not for hire or reward, racing or competitions.`,
    issuedAt: input.issuedAt,
    version: input.version,
  };
}

/** The renewed policy's schedule: the new period and premium, and what carries on as it was. */
export function renewalScheduleModel(input: RenewalDocumentInput): PdfDocumentModel {
  const { brand, renewal } = input;
  const rows = (entries: string[][]): PdfBlock => ({
    kind: 'table',
    rowHeaders: true,
    widths: [0.32, 0.68],
    rows: entries,
  });
  return framed(
    brand,
    'schedule',
    { what: 'policy', reference: renewal.policyNumber },
    `${issuedLine({ brand, policyNumber: renewal.policyNumber, version: input.version, issuedAt: input.issuedAt })} Renewal.`,
    [
      { kind: 'heading', text: 'Policy' },
      rows([
        ['Policy number', renewal.policyNumber],
        ['Certificate number', input.certificateNumber],
        [
          'Period of insurance',
          `${longDate(renewal.startDate)} to ${longDate(renewal.endDate)} (both days included)`,
        ],
        ['Insurer', brand.underwriter],
      ]),
      { kind: 'heading', text: 'Policyholder and vehicle' },
      rows([
        ['Name', renewal.customerName],
        ['Registration', renewal.registration],
        ['Vehicle', renewal.vehicle],
      ]),
      { kind: 'heading', text: 'Cover' },
      rows([
        ['Cover', coverLabel(renewal.coverType)],
        ['No claims bonus', `${renewal.noClaimsYears} years`],
        ['Drivers, add-ons and excesses', `As on your policy before this renewal, unchanged`],
      ]),
      { kind: 'heading', text: 'Premium' },
      rows([
        ['Premium', `${formatMoney(renewal.premiumCents)}, including the 3% Government levy`],
        ['Payment', 'Paid in full by card'],
      ]),
      {
        kind: 'paragraph',
        text:
          'This schedule and the certificate of motor insurance renew your policy on the same terms as before, ' +
          `with the policy booklet. If anything has changed (drivers, use, address, the car), tell us: ` +
          `${brand.supportEmail} or ${brand.phone}.`,
      },
    ],
  );
}

/** Each renewal document's layout, by kind. */
export const RENEWAL_DOCUMENT_LAYOUTS: Record<
  RenewalDocumentKind,
  (input: RenewalDocumentInput) => PdfDocumentModel
> = {
  schedule: renewalScheduleModel,
  certificate: (input) => certificateFromFacts(renewalCertificateFacts(input)),
  disc: (input) => discFromFacts(renewalCertificateFacts(input)),
};

/** Each policy document's layout, by kind. */
export const POLICY_DOCUMENT_LAYOUTS: Record<
  PolicyDocumentKind,
  (input: PolicyDocumentInput) => PdfDocumentModel
> = {
  schedule: policyScheduleModel,
  certificate: certificateModel,
  disc: insuranceDiscModel,
  statement_of_fact: statementOfFactModel,
};
