/**
 * A year of a busy broker's data for the volume bench (`make bench SUITES=volume`,
 * scripts/bench/volume.mjs): quotes, policies, payments, renewals, enquiries, audit entries and
 * posts, written in bulk through the app's own Mongoose models (schemas, defaults, casting and
 * validation), with the derived fields the modules keep at write time computed by the modules' own
 * functions. Not part of the app: nothing imports it; the bench loads it from backend/dist.
 *
 * Every record is a pure function of its index, so a bench can seed the first tenth, measure, then
 * seed the rest and measure again, and knows the keys (web references, emails, policy numbers) to
 * look up without reading them back.
 */
import { Module, type DynamicModule, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getModelToken, MongooseModule } from '@nestjs/mongoose';
import { createHash } from 'node:crypto';
import { Types, type Model } from 'mongoose';
import { AuditEntry, AuditEntrySchema } from '../modules/audit/schemas/audit-entry.schema';
import { Contact, ContactSchema } from '../modules/forms/schemas/contact.schema';
import { Feedback, FeedbackSchema } from '../modules/forms/schemas/feedback.schema';
import { periodsOf } from '../modules/forms/inbox/periods';
import {
  PolicyChangeRequest,
  PolicyChangeRequestSchema,
} from '../modules/forms/schemas/policy-change.schema';
import { Payment, PaymentSchema } from '../modules/payments/schemas/payment.schema';
import { BlogStamp } from '../modules/posts/blog-stamp';
import { Post, PostSchema } from '../modules/posts/schemas/post.schema';
import { calendarKeys } from '../common/time/calendar';
import { planDemoQuotes, seededRandom, type Random } from '../modules/quotes/domain/demo-quotes';
import { missingPages } from '../modules/quotes/domain/pages';
import { toRisk } from '../modules/quotes/domain/to-risk';
import { generatePolicyNumber, generateWebReference } from '../modules/quotes/domain/web-reference';
import { policyFor } from '../modules/quotes/policies.service';
import { priceFields } from '../modules/quotes/quote-pricing.service';
import type { CompleteAnswers, QuoteAnswers } from '../modules/quotes/quote.views';
import { Policy, PolicySchema } from '../modules/quotes/schemas/policy.schema';
import { Quote, QuoteSchema, type QuoteRecord } from '../modules/quotes/schemas/quote.schema';
import { priceQuote } from '../modules/rating/domain/evaluate';
import { addDays, dublinIsoDate } from '../common/time/dates';
import { addWorkingDays } from '../common/time/irish-working-days';
import { BUILT_IN_RATING_TABLES } from '../modules/rating/domain/tables';
import {
  RatingTableRecord,
  RatingTableRecordSchema,
} from '../modules/rating/schemas/rating-table-record.schema';
import { INVITE_FROM_WORKING_DAYS, invitationWindow } from '../modules/renewals/domain/invitations';
import { contentHash, renewalIdOf, type RenewalFields } from '../modules/renewals/domain/renewal-terms';
import { Renewal, RenewalSchema } from '../modules/renewals/schemas/renewal.schema';

/** How many of each to have in the database (policies and payments follow from the quotes). */
export interface VolumeTargets {
  quotes: number;
  renewals: number;
  enquiries: number;
  audit: number;
  posts: number;
}

/** The full year: 200,000 quotes give 60,000 policies and 60,000 payments. */
export const FULL_YEAR: VolumeTargets = {
  quotes: 200_000,
  renewals: 60_000,
  enquiries: 20_000,
  audit: 300_000,
  posts: 200,
};

/**
 * The statistics' sync reads again what was written this long before its last run (a write may commit
 * after the sync read it): a bench that refreshes sooner after seeding leaves the seed's last writes to
 * be rebuilt while it measures.
 */
export { OVERLAP_MS as STATISTICS_OVERLAP_MS } from '../modules/statistics/facts/fact-sync.service';

export interface SeedOptions {
  uri: string;
  /** What is there already (seeded by an earlier call with the same `now`); zeros for none. */
  from: VolumeTargets;
  to: VolumeTargets;
  /** The end of the year the data spans; the same for every call of one bench run. */
  now: Date;
  batchSize?: number;
  /** Batches in flight at once, per collection. */
  concurrency?: number;
  log?: (line: string) => void;
}

export interface SeedReport {
  inserted: Record<string, number>;
  /** Inserts refused (e.g. a duplicate key), by collection. */
  refused: Record<string, number>;
  ms: Record<string, number>;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SEED = 0x5eed;

// ------------------------------------------------------------------------------------------------
// The fields modules derive at write time for their search boxes. Those change as the modules do
// (issue 17 moves searches to prefix keys), so they are looked up by name when the seeder starts:
// the bench writes what the app of the same build would write, and compiles against either shape.

type Derive = (...args: never[]) => Record<string, unknown>;
interface Derivations {
  /** A quote's plain fields from its driver's details (email, names, search keys). */
  quoteDetails?: (details: QuoteAnswers['your_details']) => Record<string, unknown>;
  /** A renewal's search field or keys. */
  renewal: (fields: RenewalFields) => Record<string, unknown>;
  /** An enquiry sender's name keys. */
  senderName: (name: string) => Record<string, unknown>;
  /** The audit entry's actor at the top level, where the schema keeps it (AuditService writes it). */
  auditActor: (actor: { id: string; label: string }) => Record<string, unknown>;
}

/** A module of this build by its path from here, or nothing when this build has no such module. */
async function optionalModule(relative: string): Promise<Record<string, unknown>> {
  const path = relative;
  try {
    return (await import(path)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function derivations(): Promise<Derivations> {
  const details = await optionalModule('../modules/quotes/domain/details-fields');
  const keys = await optionalModule('../common/search/search-keys');
  const terms = await optionalModule('../modules/renewals/domain/renewal-terms');
  const fn = (value: unknown) => (typeof value === 'function' ? (value as Derive) : undefined);
  const detailsFields = fn(details.detailsFields);
  const fullNameKeys = fn(keys.fullNameKeys);
  const renewalSearchKeys = fn(terms.renewalSearchKeys);
  const searchText = fn(terms.searchText) as ((fields: RenewalFields) => unknown) | undefined;
  return {
    quoteDetails: detailsFields as Derivations['quoteDetails'],
    renewal: renewalSearchKeys
      ? (renewalSearchKeys as Derivations['renewal'])
      : searchText
        ? (fields) => ({ search: searchText(fields) })
        : () => ({}),
    senderName: fullNameKeys ? (fullNameKeys as Derivations['senderName']) : () => ({}),
    auditActor: AuditEntrySchema.path('actorLabel')
      ? (actor) => ({ actorId: actor.id, actorLabel: actor.label.toLowerCase() })
      : () => ({}),
  };
}

// ------------------------------------------------------------------------------------------------
// Names, contact details and keys, each a function of an index.

const FIRST = [
  'Aoife',
  'Siobhán',
  'Niamh',
  'Ciara',
  'Sinéad',
  'Orla',
  'Róisín',
  'Caoimhe',
  'Saoirse',
  'Emma',
  'Sarah',
  'Aisling',
  'Clodagh',
  'Gráinne',
  'Méabh',
  'Deirdre',
  'Fiona',
  'Laura',
  'Rachel',
  'Chloe',
  'Seán',
  'Pádraig',
  'Cian',
  'Conor',
  'Declan',
  'Liam',
  'Eoin',
  'Michael',
  'Ciarán',
  'Oisín',
  'Darragh',
  'Fionn',
  'Tadhg',
  'Cathal',
  'Dónal',
  'Niall',
  'Rory',
  'Shane',
  'Colm',
  'Brian',
];
const LAST = [
  'Murphy',
  'Kelly',
  "O'Sullivan",
  'Walsh',
  'Smith',
  "O'Brien",
  'Byrne',
  'Ryan',
  "O'Connor",
  "O'Neill",
  "O'Reilly",
  'Doyle',
  'McCarthy',
  'Gallagher',
  'Doherty',
  'Kennedy',
  'Lynch',
  'Murray',
  'Quinn',
  'Moore',
  'Carroll',
  'Connolly',
  'Daly',
  'Brennan',
  'Fitzgerald',
  'Nolan',
  'Hughes',
  'Duffy',
  'Kavanagh',
  'Power',
  'Dunne',
  'Brady',
  'Healy',
  'Farrell',
  'Keane',
  'Cullen',
  'Foley',
  'Sheehan',
  'Hayes',
  'Burke',
];
const DOMAINS = ['example.ie', 'example.com', 'mail.example.ie', 'example.net'];
const MOBILE_PREFIXES = ['083', '085', '086', '087', '089'];
const MAKES = [
  'Toyota Corolla',
  'Volkswagen Golf',
  'Ford Focus',
  'Hyundai Tucson',
  'Skoda Octavia',
  'Nissan Qashqai',
  'Kia Sportage',
  'Renault Clio',
];
const PLATE_COUNTIES = ['D', 'C', 'G', 'KE', 'MH', 'WW', 'LH', 'WX', 'L', 'KK'];
const STAFF = [
  'aoife.kelly',
  'sean.murphy',
  'niamh.walsh',
  'conor.byrne',
  'ciara.ryan',
  'declan.doyle',
  'orla.nolan',
  'liam.quinn',
].map((name, k) => ({
  id: new Types.ObjectId(
    createHash('sha256').update(`staff:${name}`).digest('hex').slice(0, 24),
  ).toHexString(),
  label: `${name}@ivycarinsurance.ie`,
  name: name.replace(/(^|\.)(\w)/g, (_, dot: string, c: string) => `${dot ? ' ' : ''}${c.toUpperCase()}`),
  weight: k,
}));

/** A generator for item `index` of a kind: the same numbers on every run. */
function randomFor(kind: number, index: number): Random {
  return seededRandom((SEED * 31 + kind * 1_000_003 + index * 2_654_435_761) >>> 0);
}
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const indexOf = (random: Random) => (below: number) => Math.floor(random() * below);

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

function personFor(random: Random, index: number): Person {
  const firstName = pick(random, FIRST);
  const lastName = pick(random, LAST);
  const email = `${ascii(firstName)}.${ascii(lastName)}${index}@${pick(random, DOMAINS)}`;
  const phone = `${pick(random, MOBILE_PREFIXES)} ${between(random, 100, 999)} ${between(random, 1000, 9999)}`;
  return { firstName, lastName, email, phone };
}

/** An instant in the year before `now`, busier lately, in office-ish hours. */
function instantInYear(random: Random, now: Date): Date {
  const daysAgo = Math.floor(364 * random() ** 1.3);
  const at = new Date(now.getTime() - daysAgo * DAY_MS);
  at.setUTCHours(
    between(random, 7, 21),
    between(random, 0, 59),
    between(random, 0, 59),
    between(random, 0, 999),
  );
  return at > now ? new Date(now.getTime() - between(random, 1, 600) * MINUTE_MS) : at;
}

// ------------------------------------------------------------------------------------------------
// Quotes, policies, payments.

/** Quote `i`'s fate by its index: 30% bought, 30% quoted, 10% declined, 10% referred, 20% started. */
export type QuoteFate = 'purchased' | 'quoted' | 'declined' | 'referred' | 'started';
export function quoteFate(i: number): QuoteFate {
  const k = i % 10;
  return k < 3 ? 'purchased' : k < 6 ? 'quoted' : k === 6 ? 'declined' : k === 7 ? 'referred' : 'started';
}

/** One payment per bought quote but a tenth of them, and as many unfinished attempts on quoted ones. */
function paymentFateOf(i: number): 'succeeded' | 'unfinished' | undefined {
  const fate = quoteFate(i);
  const tenth = Math.floor(i / 10) % 10 === 0;
  if (fate === 'purchased') return tenth ? undefined : 'succeeded';
  if (fate === 'quoted') return tenth ? 'unfinished' : undefined;
  return undefined;
}
const UNFINISHED = ['failed', 'expired', 'cancelled', 'failed', 'expired', 'pending', 'held'] as const;
const FAILURES = ['Your card was declined.', 'The card has expired.', 'Authentication was not completed.'];

/** What a lookup or a search of quote `i` can use, without reading it back. */
export interface QuoteKeys {
  index: number;
  id: string;
  webReference: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  fate: QuoteFate;
}

interface Template {
  answers: QuoteAnswers;
  result?: QuoteRecord['result'];
  fields: ReturnType<typeof priceFields> | undefined;
  paymentOption: QuoteRecord['paymentOption'];
  source: QuoteRecord['source'];
}

/** Priced demo answers to vary: pricing each of 200,000 quotes would only repeat these. */
function templates(now: Date, table: { id: string; table: (typeof BUILT_IN_RATING_TABLES)[number] }) {
  const byFate = new Map<QuoteFate, Template[]>();
  const add = (fate: QuoteFate, template: Template) =>
    byFate.set(fate, [...(byFate.get(fate) ?? []), template]);
  for (const plan of planDemoQuotes(1_500, now, seededRandom(SEED))) {
    const base = { answers: plan.answers, paymentOption: plan.paymentOption, source: plan.source };
    if (plan.abandoned || missingPages(plan.answers).length > 0) {
      add('started', { ...base, fields: undefined });
      continue;
    }
    const result = priceQuote(toRisk(plan.answers as CompleteAnswers), table.table, plan.createdAt);
    const fields = priceFields(result);
    const stored = { ...result, pricedAt: plan.createdAt.toISOString(), tableId: table.id };
    add(result.outcome, { ...base, fields, result: stored as QuoteRecord['result'] });
  }
  for (const fate of ['quoted', 'declined', 'referred', 'started'] as const) {
    if (!byFate.get(fate)?.length) throw new Error(`No demo template came out ${fate}`);
  }
  return byFate;
}

function quoteIdOf(i: number): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(`quote:${i}`).digest('hex').slice(0, 24));
}

export function quoteKeys(i: number): QuoteKeys {
  const random = randomFor(1, i);
  const person = personFor(random, i);
  return {
    index: i,
    id: quoteIdOf(i).toHexString(),
    webReference: generateWebReference(indexOf(randomFor(2, i))),
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phone,
    fate: quoteFate(i),
  };
}

interface QuoteBundle {
  quote: QuoteRecord;
  policy?: Record<string, unknown>;
  payment?: Record<string, unknown>;
}

function quoteBundle(
  i: number,
  now: Date,
  pool: Map<QuoteFate, Template[]>,
  derive: Derivations,
): QuoteBundle {
  const random = randomFor(1, i);
  const person = personFor(random, i);
  const fate = quoteFate(i);
  const template = pick(random, pool.get(fate === 'purchased' ? 'quoted' : fate)!);
  const createdAt = instantInYear(random, now);
  const details = { ...template.answers.your_details, ...person };
  const answers = { ...template.answers, your_details: details } as QuoteAnswers;
  const _id = quoteIdOf(i);
  const base: QuoteRecord = {
    _id,
    webReference: generateWebReference(indexOf(randomFor(2, i))),
    status: 'started',
    source: template.source,
    answers,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    dateOfBirth: details.dateOfBirth,
    ...calendarKeys(createdAt),
    totalCents: null,
    area: details.address?.area,
    ...(answers.cover ? { coverType: answers.cover.type } : {}),
    declineReasonCodes: [],
    demo: false,
    ...(derive.quoteDetails ? derive.quoteDetails(details) : {}),
    createdAt,
    updatedAt: createdAt,
  };
  if (!template.fields || !template.result) return { quote: base };
  const pricedAt = new Date(
    Math.min(createdAt.getTime() + between(random, 4, 40) * MINUTE_MS, now.getTime()),
  );
  const priced: QuoteRecord = {
    ...base,
    ...template.fields,
    result: { ...template.result, pricedAt: pricedAt.toISOString() },
    paymentOption: template.paymentOption,
    updatedAt: pricedAt,
  };
  const paymentFate = paymentFateOf(i);
  if (fate !== 'purchased') {
    return paymentFate
      ? { quote: priced, payment: paymentOf(i, priced, pricedAt, undefined) }
      : { quote: priced };
  }
  const purchasedAt = new Date(
    Math.min(pricedAt.getTime() + between(random, 5, 26 * 60) * MINUTE_MS, now.getTime()),
  );
  const policyNumber = generatePolicyNumber(indexOf(randomFor(3, i)));
  const policy = policyFor(
    priced,
    { paymentOption: priced.paymentOption ?? 'annual' },
    purchasedAt,
    policyNumber,
  );
  const quote: QuoteRecord = {
    ...priced,
    status: 'purchased',
    policyNumber,
    purchasedAt,
    updatedAt: purchasedAt,
  };
  return {
    quote,
    policy: { ...policy, createdAt: purchasedAt, updatedAt: purchasedAt },
    ...(paymentFate ? { payment: paymentOf(i, quote, purchasedAt, policyNumber) } : {}),
  };
}

/** As the payments module stores a card attempt: the bought quote's succeeded payment, or an unfinished one. */
function paymentOf(i: number, quote: QuoteRecord, at: Date, policyNumber: string | undefined) {
  const random = randomFor(4, i);
  const monthly = quote.paymentOption === 'monthly';
  const totalCents = quote.totalCents ?? 50_000;
  const amountCents = monthly ? Math.round(totalCents * 0.2) : totalCents;
  const status = policyNumber ? 'succeeded' : UNFINISHED[Math.floor(i / 100) % UNFINISHED.length];
  const createdAt = new Date(at.getTime() - 6 * MINUTE_MS);
  const id = String(quote._id);
  return {
    purpose: 'new_policy',
    subject: { type: 'quote', id },
    option: monthly ? 'monthly_deposit' : 'annual',
    amountCents,
    currency: 'EUR',
    description: monthly ? 'Car insurance: deposit' : 'Car insurance: annual premium',
    customer: { name: `${quote.firstName} ${quote.lastName}`, email: quote.email },
    status,
    provider: 'sandbox',
    checkoutRef: `cs_sandbox_${createHash('sha256').update(`checkout:${i}`).digest('hex').slice(0, 24)}`,
    idempotencyKey: `new_policy:quote:${id}:1`,
    attempt: 1,
    resultPath: '/get-a-quote/payment',
    expiresAt: new Date(createdAt.getTime() + 30 * MINUTE_MS),
    ...(status === 'succeeded'
      ? {
          card: { brand: pick(random, ['visa', 'mastercard']), last4: String(between(random, 1000, 9999)) },
          paidAmountCents: amountCents,
          paidCurrency: 'EUR',
          providerPaymentRef: `pi_sandbox_${i}`,
          reference: policyNumber,
          settledAt: at,
        }
      : {}),
    ...(status === 'failed' ? { failureReason: pick(random, FAILURES) } : {}),
    ...(status === 'held' ? { heldReason: 'The price changed after checkout started.' } : {}),
    ...calendarKeys(createdAt),
    createdAt,
    updatedAt: status === 'pending' ? createdAt : at,
  };
}

// ------------------------------------------------------------------------------------------------
// Renewals.

export interface RenewalKeys {
  policyNumber: string;
  dateOfBirth: string;
  email: string;
  customerName: string;
  registration: string;
}

/** The renewals bench's own numbers, clear of the demo seed's IVY-R-1000xx. */
export const renewalPolicyNumber = (k: number) => `IVY-R-${String(300_000 + k).padStart(7, '0')}`;

function renewalFieldsOf(k: number, now: Date): RenewalFields {
  const random = randomFor(5, k);
  const person = personFor(random, 1_000_000 + k);
  // A year of renewal dates: ten months back (mostly settled) to two months ahead (offers out).
  const renewalDate = dublinIsoDate(addDays(now, between(random, -300, 60)));
  const current = between(random, 350, 1_900) * 100 + between(random, 0, 99);
  const yearOfBirth = between(random, 1950, 2003);
  return {
    policyNumber: renewalPolicyNumber(k),
    customerName: `${person.firstName} ${person.lastName}`,
    email: person.email,
    phone: person.phone,
    dateOfBirth: `${yearOfBirth}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`,
    registration: `${between(random, 12, 25)}${pick(random, ['1', '2'])}-${pick(random, PLATE_COUNTIES)}-${between(random, 1, 99_999)}`,
    vehicle: pick(random, MAKES),
    coverType: pick(random, [
      'comprehensive',
      'comprehensive',
      'comprehensive',
      'third_party_fire_theft',
      'third_party_only',
    ] as const),
    renewalDate,
    currentPremiumCents: current,
    renewalPremiumCents: Math.round(current * (0.9 + random() * 0.25)),
    noClaimsYears: between(random, 0, 12),
    history: [
      { yearsAgo: 1, premiumCents: current, claims: random() < 0.08 ? 1 : 0 },
      { yearsAgo: 2, premiumCents: Math.round(current * 1.05), claims: 0 },
    ],
  };
}

/** The renewal's id, as the admin screen links to it. */
export const renewalIdOfKey = (policyNumber: string): string => renewalIdOf(policyNumber).toHexString();

export function renewalKeys(k: number, now: Date): RenewalKeys {
  const fields = renewalFieldsOf(k, now);
  return {
    policyNumber: fields.policyNumber,
    dateOfBirth: fields.dateOfBirth,
    email: fields.email,
    customerName: fields.customerName,
    registration: fields.registration,
  };
}

function renewalOf(k: number, now: Date, derive: Derivations): Record<string, unknown> {
  const fields = renewalFieldsOf(k, now);
  const random = randomFor(6, k);
  const today = dublinIsoDate(now);
  const importedAt = new Date(
    Date.parse(`${fields.renewalDate}T09:00:00Z`) - between(random, 35, 60) * DAY_MS,
  );
  const createdAt = importedAt > now ? now : importedAt;
  const events: Record<string, unknown>[] = [
    { at: createdAt, type: 'imported', note: `Imported from renewals-${fields.renewalDate.slice(0, 7)}.csv` },
  ];
  // As the invitations job, running all year, would have left it: invited on the first morning its renewal
  // date entered the invitation window, or when imported if that was later. Any other rule leaves a backlog
  // that the job works through during the measurements.
  const invitationDay = addWorkingDays(fields.renewalDate, -INVITE_FROM_WORKING_DAYS);
  const invitedAt = new Date(
    Math.min(Math.max(Date.parse(`${invitationDay}T06:00:00Z`), createdAt.getTime()), now.getTime()),
  );
  const past = fields.renewalDate < today;
  const r = random();
  let status: string = 'imported';
  const extra: Record<string, unknown> = {};
  if (fields.renewalDate <= invitationWindow(now).to) {
    status = 'invited';
    extra.invitedAt = invitedAt;
    events.push({ at: invitedAt, type: 'invited' });
    if (r < 0.75) {
      const viewedAt = new Date(
        Math.min(invitedAt.getTime() + between(random, 1, 14) * DAY_MS, now.getTime()),
      );
      status = 'viewed';
      extra.viewedAt = viewedAt;
      events.push({ at: viewedAt, type: 'viewed' });
      if (past ? r < 0.62 : r < 0.3) {
        const paidAt = new Date(Math.min(viewedAt.getTime() + between(random, 0, 5) * DAY_MS, now.getTime()));
        status = 'paid';
        extra.paidAt = paidAt;
        extra.paymentReference = new Types.ObjectId().toHexString();
        events.push({ at: paidAt, type: 'paid' });
      }
    }
    if (past && status !== 'paid') {
      status = 'lapsed';
      events.push({ at: new Date(Date.parse(`${fields.renewalDate}T02:00:00Z`) + DAY_MS), type: 'lapsed' });
    }
  }
  const updatedAt = (events[events.length - 1].at as Date) ?? createdAt;
  return {
    _id: renewalIdOf(fields.policyNumber),
    ...fields,
    renewalMonth: fields.renewalDate.slice(0, 7),
    ...derive.renewal(fields),
    contentHash: contentHash(fields),
    importId: new Types.ObjectId(
      createHash('sha256')
        .update(`import:${fields.renewalDate.slice(0, 7)}`)
        .digest('hex')
        .slice(0, 24),
    ).toHexString(),
    status,
    autoRenew: random() < 0.9,
    ...extra,
    events,
    createdAt,
    updatedAt,
  };
}

// ------------------------------------------------------------------------------------------------
// Enquiries: half contact messages, a quarter feedback, a quarter policy-change requests.

export type EnquiryKind = 'contact' | 'feedback' | 'policyChange';
export const enquiryKind = (k: number): EnquiryKind =>
  k % 4 < 2 ? 'contact' : k % 4 === 2 ? 'feedback' : 'policyChange';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function enquiryKeys(k: number) {
  const random = randomFor(7, k);
  const person = personFor(random, 2_000_000 + k);
  const prefix = { contact: 'CON', feedback: 'FBK', policyChange: 'PCR' }[enquiryKind(k)];
  // Six characters from the forms' alphabet, unique by construction (k written in base 32).
  let code = '';
  for (let n = k + 32 ** 5, d = 0; d < 6; d++, n = Math.floor(n / 32))
    code = REFERENCE_ALPHABET[n % 32] + code;
  return {
    kind: enquiryKind(k),
    reference: `${prefix}-${code}`,
    name: `${person.firstName} ${person.lastName}`,
    ...person,
  };
}

const MESSAGES = [
  'Could you call me back about adding my partner as a named driver?',
  'I have not received my policy documents yet, can you resend them?',
  'What does my policy cover if my windscreen is damaged?',
  'I would like to know if I can pay monthly instead of annually.',
  'My renewal price went up a lot this year. Is there anything you can do?',
  'Please update my address, I moved last month.',
];

function enquiryOf(k: number, now: Date, derive: Derivations) {
  const keys = enquiryKeys(k);
  const random = randomFor(8, k);
  const createdAt = instantInYear(random, now);
  const age = now.getTime() - createdAt.getTime();
  const status =
    age < 3 * DAY_MS
      ? random() < 0.7
        ? 'new'
        : 'in progress'
      : random() < 0.9
        ? 'done'
        : random() < 0.5
          ? 'new'
          : 'in progress';
  const common = {
    reference: keys.reference,
    name: keys.name,
    email: keys.email,
    ...derive.senderName(keys.name),
    status,
    note: status === 'new' ? '' : 'Called back.',
    ...periodsOf(createdAt),
    createdAt,
    updatedAt: createdAt,
  };
  const policyNumber = random() < 0.5 ? generatePolicyNumber(indexOf(random)) : undefined;
  if (keys.kind === 'contact') {
    return {
      kind: keys.kind,
      doc: {
        ...common,
        phone: keys.phone,
        message: pick(random, MESSAGES),
        ...(policyNumber ? { policyNumber } : {}),
      },
    };
  }
  if (keys.kind === 'feedback') {
    const rating = between(random, 1, 5);
    return {
      kind: keys.kind,
      doc: {
        ...common,
        phone: keys.phone,
        rating,
        isComplaint: rating <= 2 && random() < 0.4,
        message: pick(random, MESSAGES),
        ...(policyNumber ? { policyNumber } : {}),
      },
    };
  }
  const effectiveDate = dublinIsoDate(addDays(createdAt, between(random, 1, 30)));
  const type = pick(random, [
    'Change of address',
    'Permanent additional driver',
    'Permanent change of car',
    'Other',
  ] as const);
  return {
    kind: keys.kind,
    doc: {
      ...common,
      requestType: type,
      policyNumber: policyNumber ?? generatePolicyNumber(indexOf(random)),
      phone: keys.phone,
      effectiveDate,
      message: pick(random, MESSAGES),
      ...(type === 'Change of address'
        ? { newAddressLine1: '12 Main Street', newAddressLine2: 'Naas', newEircode: 'W91 X2Y3' }
        : {}),
      ...(type === 'Permanent additional driver'
        ? {
            driverName: `${pick(random, FIRST)} ${pick(random, LAST)}`,
            driverDateOfBirth: '1996-05-14',
            driverLicenceType: 'Full Irish licence',
            driverLicenceYears: between(random, 1, 20),
            driverRelationship: 'Spouse or civil partner',
          }
        : {}),
      ...(type === 'Permanent change of car'
        ? {
            newCarRegistration: `24${pick(random, ['1', '2'])}-D-${between(random, 1, 99_999)}`,
            newCarMake: 'Toyota',
            newCarModel: 'Yaris',
          }
        : {}),
    },
  };
}

// ------------------------------------------------------------------------------------------------
// Audit entries and posts.

const AUDITED = [
  { action: 'quote.update', targetType: 'quote' },
  { action: 'renewal.make_current', targetType: 'renewal' },
  { action: 'renewal.delete', targetType: 'renewal' },
  { action: 'renewals.import', targetType: 'renewal-import' },
  { action: 'contact.update', targetType: 'contact' },
  { action: 'feedback.update', targetType: 'feedback' },
  { action: 'policy-change.update', targetType: 'policy-change' },
  { action: 'post.update', targetType: 'post' },
  { action: 'post.autosave', targetType: 'post' },
  { action: 'post.publish', targetType: 'post' },
  { action: 'cms-section.update', targetType: 'cms-section' },
  { action: 'faq.update', targetType: 'faq' },
  { action: 'upload.create', targetType: 'upload' },
  { action: 'user.update', targetType: 'user' },
  { action: 'rating-table.upload', targetType: 'rating-table' },
  { action: 'api-key.create', targetType: 'api-key' },
] as const;

export const auditActions = AUDITED.map((entry) => entry.action);
export const staffLabels = STAFF.map((staff) => staff.label);

/**
 * The audit filters read the known actions and actors from `audit_names`, which AuditService writes with
 * each entry: entries seeded here are written beside it, so their names are registered here (builds
 * without the registry have no such model).
 */
async function registerAuditNames(model: (name: string) => Model<unknown>, derive: Derivations) {
  const schema = await optionalModule('../modules/audit/schemas/audit-name.schema');
  const name = (schema.AuditName as { name?: string } | undefined)?.name;
  if (!name) return;
  const actors = STAFF.map((staff) => derive.auditActor(staff).actorLabel).filter(Boolean);
  const names = [
    ...auditActions.map((action) => ({ kind: 'action', name: action })),
    ...actors.map((actor) => ({ kind: 'actor', name: String(actor) })),
  ];
  await model(name).bulkWrite(
    names.map((entry) => ({
      updateOne: {
        filter: { _id: `${entry.kind}:${entry.name}` },
        update: { $setOnInsert: entry },
        upsert: true,
      },
    })),
  );
}

function auditOf(k: number, now: Date, derive: Derivations) {
  const random = randomFor(9, k);
  // Busy actions are busy: a power law over the list.
  const what = AUDITED[Math.floor(AUDITED.length * random() ** 2.2)];
  const staff = STAFF[Math.floor(STAFF.length * random() ** 1.5)];
  const at = instantInYear(random, now);
  const status = pick(random, ['new', 'in progress', 'done']);
  return {
    at,
    actor: { type: 'user', id: staff.id, label: staff.label },
    ...derive.auditActor(staff),
    action: what.action,
    targetType: what.targetType,
    targetId: new Types.ObjectId(
      createHash('sha256')
        .update(`target:${k % 50_000}`)
        .digest('hex')
        .slice(0, 24),
    ).toHexString(),
    before: { status: 'new', note: '' },
    after: { status, note: status === 'new' ? '' : 'Called back.' },
    requestId: createHash('sha256').update(`request:${k}`).digest('hex').slice(0, 32),
  };
}

const TAGS = [
  'claims',
  'no-claims-bonus',
  'penalty-points',
  'young-drivers',
  'ev',
  'nct',
  'renewals',
  'saving-money',
  'safety',
  'travel',
];
const TOPICS = [
  'penalty points',
  'no-claims bonus',
  'named drivers',
  'the NCT',
  'electric cars',
  'learner drivers',
  'driving abroad',
  'renewing',
];

function postOf(k: number, now: Date) {
  const random = randomFor(10, k);
  const topic = pick(random, TOPICS);
  const title = `${pick(random, ['A guide to', 'What to know about', 'Five questions on', 'Explained:'])} ${topic} (${k + 1})`;
  const createdAt = instantInYear(random, now);
  const r = random();
  const status = r < 0.85 ? 'published' : r < 0.95 ? 'draft' : 'scheduled';
  const publishAt =
    status === 'draft'
      ? null
      : status === 'scheduled'
        ? new Date(now.getTime() + between(random, 1, 30) * DAY_MS)
        : new Date(createdAt.getTime() + DAY_MS);
  const paragraphs = between(random, 4, 12);
  const body = Array.from(
    { length: paragraphs },
    (_, p) =>
      `<p>Paragraph ${p + 1} about ${topic}: what it means for your car insurance in Ireland, how insurers look at it, and what you can do to keep your premium down.</p>`,
  ).join('');
  const staff = pick(random, STAFF);
  const tags = [...new Set([pick(random, TAGS), pick(random, TAGS)])];
  const publishedAt = publishAt && publishAt <= now ? publishAt : null;
  return {
    title,
    slug: `${topic.replace(/[^a-z]+/gi, '-').toLowerCase()}-${k + 1}`,
    excerpt: `Everything about ${topic}, in plain words.`,
    body,
    tags,
    author: { id: staff.id, name: staff.name },
    status,
    publishAt,
    featured: false,
    seoTitle: title,
    seoDescription: `Everything about ${topic}, in plain words.`,
    readingMinutes: Math.max(1, Math.round((paragraphs * 30) / 200)),
    ...calendarKeys(createdAt),
    publishedDay: publishedAt ? calendarKeys(publishedAt).createdDay : null,
    createdAt,
    updatedAt: createdAt,
  };
}

// ------------------------------------------------------------------------------------------------
// Writing.

@Module({})
class VolumeSeedModule {
  static forUri(uri: string): DynamicModule {
    return {
      module: VolumeSeedModule,
      imports: [
        // The app has made the indexes already; the seeder only writes.
        MongooseModule.forRoot(uri, {
          autoIndex: false,
          autoCreate: false,
          serverSelectionTimeoutMS: 10_000,
        }),
        MongooseModule.forFeature([
          { name: Quote.name, schema: QuoteSchema },
          { name: Policy.name, schema: PolicySchema },
          { name: Payment.name, schema: PaymentSchema },
          { name: Renewal.name, schema: RenewalSchema },
          { name: Contact.name, schema: ContactSchema },
          { name: Feedback.name, schema: FeedbackSchema },
          { name: PolicyChangeRequest.name, schema: PolicyChangeRequestSchema },
          { name: AuditEntry.name, schema: AuditEntrySchema },
          { name: Post.name, schema: PostSchema },
          { name: RatingTableRecord.name, schema: RatingTableRecordSchema },
        ]),
      ],
      providers: [BlogStamp],
    };
  }
}

/** Unordered batches through Model.insertMany (casting, defaults, validation), a few in flight. */
class Writer {
  readonly inserted: Record<string, number> = {};
  readonly refused: Record<string, number> = {};
  readonly ms: Record<string, number> = {};
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly concurrency: number,
    private readonly log: (line: string) => void,
  ) {}

  async write(name: string, model: Model<unknown>, docs: Record<string, unknown>[]): Promise<void> {
    if (docs.length === 0) return;
    while (this.pending.size >= this.concurrency) await Promise.race(this.pending);
    const started = Date.now();
    const task = (async () => {
      let ok = docs.length;
      try {
        await model.insertMany(docs, { ordered: false });
      } catch (error) {
        const failed = (error as { writeErrors?: unknown[] }).writeErrors;
        // A bulk write error with no write error of its own is the whole command failing.
        if (!Array.isArray(failed) || failed.length === 0) throw error;
        ok -= failed.length;
        this.refused[name] = (this.refused[name] ?? 0) + failed.length;
        this.log(
          `${name}: ${failed.length} refused, e.g. ${String((failed[0] as { errmsg?: string }).errmsg ?? failed[0])}`,
        );
      }
      this.inserted[name] = (this.inserted[name] ?? 0) + ok;
      this.ms[name] = (this.ms[name] ?? 0) + (Date.now() - started);
    })();
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task)).catch(() => undefined);
  }

  async drain(): Promise<void> {
    await Promise.all(this.pending);
  }
}

export async function seedVolume(options: SeedOptions): Promise<SeedReport> {
  const { from, to, now } = options;
  const batchSize = options.batchSize ?? 2_000;
  const log = options.log ?? (() => undefined);
  const app: INestApplicationContext = await NestFactory.createApplicationContext(
    VolumeSeedModule.forUri(options.uri),
    { logger: ['error', 'warn'] },
  );
  const model = (name: string) => app.get<Model<unknown>>(getModelToken(name));
  const writer = new Writer(options.concurrency ?? 3, log);
  try {
    const stored = (await model(RatingTableRecord.name)
      .findOne({ status: 'active' })
      .sort({ activatedAt: -1 })
      .lean()) as { _id: unknown; table: (typeof BUILT_IN_RATING_TABLES)[number] } | null;
    const table = stored
      ? { id: String(stored._id), table: stored.table }
      : { id: 'built-in', table: BUILT_IN_RATING_TABLES[0] };
    const pool = templates(now, table);
    const derive = await derivations();

    // Policies first, as the app writes them: a quote marked bought always has its policy.
    for (let i = from.quotes; i < to.quotes; i += batchSize) {
      const bundles = [];
      for (let j = i; j < Math.min(to.quotes, i + batchSize); j++)
        bundles.push(quoteBundle(j, now, pool, derive));
      await writer.write(
        'policies',
        model(Policy.name),
        bundles.flatMap((b) => (b.policy ? [b.policy] : [])),
      );
      await writer.write(
        'payments',
        model(Payment.name),
        bundles.flatMap((b) => (b.payment ? [b.payment] : [])),
      );
      await writer.write(
        'quotes',
        model(Quote.name),
        bundles.map((b) => b.quote as unknown as Record<string, unknown>),
      );
      if ((i / batchSize) % 10 === 0)
        log(`quotes ${i.toLocaleString('en-IE')} of ${to.quotes.toLocaleString('en-IE')}`);
    }
    for (let k = from.renewals; k < to.renewals; k += batchSize) {
      const docs = [];
      for (let j = k; j < Math.min(to.renewals, k + batchSize); j++) docs.push(renewalOf(j, now, derive));
      await writer.write('renewals', model(Renewal.name), docs);
    }
    const names = { contact: Contact.name, feedback: Feedback.name, policyChange: PolicyChangeRequest.name };
    for (let k = from.enquiries; k < to.enquiries; k += batchSize) {
      const byKind: Record<EnquiryKind, Record<string, unknown>[]> = {
        contact: [],
        feedback: [],
        policyChange: [],
      };
      for (let j = k; j < Math.min(to.enquiries, k + batchSize); j++) {
        const { kind, doc } = enquiryOf(j, now, derive);
        byKind[kind].push(doc);
      }
      for (const kind of Object.keys(byKind) as EnquiryKind[]) {
        await writer.write(kind, model(names[kind]), byKind[kind]);
      }
    }
    for (let k = from.audit; k < to.audit; k += batchSize) {
      const docs = [];
      for (let j = k; j < Math.min(to.audit, k + batchSize); j++) docs.push(auditOf(j, now, derive));
      await writer.write('audit', model(AuditEntry.name), docs);
      if ((k / batchSize) % 25 === 0)
        log(`audit ${k.toLocaleString('en-IE')} of ${to.audit.toLocaleString('en-IE')}`);
    }
    if (to.audit > from.audit) await registerAuditNames(model, derive);
    const posts = [];
    for (let k = from.posts; k < to.posts; k++) posts.push(postOf(k, now));
    await writer.write('posts', model(Post.name), posts);
    await writer.drain();
    // The public blog reads an in-memory index that reloads when this stamp changes.
    if (posts.length > 0) await app.get(BlogStamp).change();
    return { inserted: writer.inserted, refused: writer.refused, ms: writer.ms };
  } finally {
    await writer.drain().catch(() => undefined);
    await app.close();
  }
}
