import { Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import { parseIsoDate } from '../../common/time/dates';
import { calendarKeys } from '../../common/time/calendar';
import { PaymentOption } from './domain/pages';
import { generatePolicyNumber, normaliseWebReference } from './domain/web-reference';
import { CompleteAnswers, YourCarAnswers } from './quote.views';
import { type LearnerWindow, PoliciesRepository, type PolicyAdjustmentChanges } from './policies.repository';
import { Policy, PolicyRecord, PolicyVehicleRecord } from './schemas/policy.schema';
import { QuoteRecord } from './schemas/quote.schema';

export interface PolicyPayment {
  paymentOption: PaymentOption;
  /** The payment provider's reference, for reconciliation. */
  paymentReference?: string;
}

export type PolicyView = Omit<PolicyRecord, '_id' | 'quoteId'> & { _id: string; quoteId: string };

const POLICY_NUMBER_ATTEMPTS = 5;

function toView({ _id, quoteId, ...policy }: PolicyRecord): PolicyView {
  return { _id: String(_id), quoteId: String(quoteId), ...policy };
}

/** The policy a year long, ending the day before the anniversary of its start (a renewal's too). */
export function endDateOf(startDate: string): string {
  const start = parseIsoDate(startDate);
  if (!start) throw new Error(`Unreadable start date ${startDate}`);
  const end = new Date(Date.UTC(start.year + 1, start.month - 1, start.day - 1));
  return end.toISOString().slice(0, 10);
}

/** Turns a bought quote into its policy; safe to call again for the same quote. */
@Injectable()
export class PoliciesService {
  constructor(private readonly policies: PoliciesRepository) {}

  /** A policy has its quote's id as its own, so finding it by quote is a lookup by _id. */
  async findByQuote(quoteId: string): Promise<PolicyView | undefined> {
    const policy = await this.policies.findById(quoteId);
    return policy ? toView(policy) : undefined;
  }

  /** The policies of these quotes (each policy has its quote's id as its own). */
  async findByQuotes(quoteIds: string[]): Promise<PolicyView[]> {
    return (await this.policies.findByIds(quoteIds)).map(toView);
  }

  async findById(id: string): Promise<PolicyView | undefined> {
    if (!Types.ObjectId.isValid(id)) return undefined;
    return this.findByQuote(id);
  }

  /** By policy number or web reference, as the policyholder types either (case and spaces aside). */
  async findByReference(reference: string): Promise<PolicyView | undefined> {
    const webReference = normaliseWebReference(reference);
    const policy = await this.policies.findByNumberOrReference(reference.trim().toUpperCase(), webReference);
    return policy ? toView(policy) : undefined;
  }

  /**
   * One policy per quote, since it takes the quote's id: a second call (a replayed payment callback,
   * another instance's) meets the first policy's _id and answers that policy.
   */
  async issue(quote: QuoteRecord, payment: PolicyPayment, at: Date, attempt = 1): Promise<PolicyView> {
    try {
      return toView(await this.policies.create(policyFor(quote, payment, at, generatePolicyNumber())));
    } catch (error) {
      if ((error as { code?: unknown }).code !== 11000) throw error;
      const issued = await this.findByQuote(String(quote._id));
      if (issued) return issued;
      // Otherwise the random policy number was taken: draw another.
      if (attempt < POLICY_NUMBER_ATTEMPTS) return this.issue(quote, payment, at, attempt + 1);
      throw error;
    }
  }

  /**
   * Takes the policy for one mid-term change: only while no other change is being settled on it and none
   * was settled since this one was priced (`pricedOn`, the count then). The change that holds it takes it
   * again, so a settlement cut off half-way can be run to the end. One conditional update: of two
   * changes sent at once, one takes the policy.
   */
  async claimForAdjustment(id: string, pricedOn: number, adjustmentId: string): Promise<boolean> {
    return this.policies.claimForAdjustment(id, pricedOn, adjustmentId);
  }

  /** Writes a claimed change to the policy and lets the next one in; false when it was written already. */
  async applyAdjustment(
    id: string,
    adjustmentId: string,
    changes: PolicyAdjustmentChanges,
  ): Promise<boolean> {
    return this.policies.applyAdjustment(id, adjustmentId, changes);
  }

  /** The latest policies bought, newest first (demo data gives a few of them documents). */
  async newest(limit: number): Promise<PolicyView[]> {
    return (await this.policies.newest(limit)).map(toView);
  }

  /** Active policies bought by learners whose permit has not expired, or whose test is recent. */
  async learnerPolicies(window: LearnerWindow): Promise<PolicyView[]> {
    return (await this.policies.learnerPolicies(window)).map(toView);
  }

  /** Demo data: policies for quotes the seeder marks bought. */
  async insertMany(policies: Policy[]): Promise<void> {
    await this.policies.insertMany(policies);
  }
}

function learnerOf({ licenceType, permitExpiryDate, testDate }: CompleteAnswers['your_driving_history']) {
  if (licenceType !== 'learner_permit' || !permitExpiryDate) return {};
  return { learner: { permitExpiryDate, ...(testDate ? { testDate } : {}) } };
}

/** Everything the policy needs from its quote, copied so that it stands on its own. */
export function policyFor(
  quote: QuoteRecord,
  payment: PolicyPayment,
  at: Date,
  policyNumber: string,
): PolicyRecord {
  const answers = quote.answers as CompleteAnswers;
  const { your_details: details, your_car: car, your_driving_history: history, cover } = answers;
  if (quote.result?.outcome !== 'quoted') throw new Error(`Quote ${String(quote._id)} has no price`);
  const { breakdown, excessCents, monthly, tableVersion } = quote.result;
  const { createdDay, createdMonth } = calendarKeys(at);
  return {
    _id: quote._id,
    policyNumber,
    quoteId: quote._id,
    webReference: quote.webReference,
    status: 'active',
    holder: {
      firstName: details.firstName,
      lastName: details.lastName,
      email: details.email,
      phone: details.phone,
      dateOfBirth: details.dateOfBirth,
      address: {
        line1: details.address.line1,
        ...(details.address.line2 ? { line2: details.address.line2 } : {}),
        town: details.address.town,
        county: details.address.county,
        eircode: details.address.eircode,
      },
    },
    vehicle: vehicleRecordOf(car),
    cover: {
      type: cover.type,
      voluntaryExcessCents: cover.voluntaryExcessCents,
      excessCents,
      addOns: cover.addOns,
      namedDrivers: answers.additional_drivers.drivers.length,
    },
    startDate: cover.startDate,
    endDate: endDateOf(cover.startDate),
    premium: {
      totalCents: breakdown.totalCents,
      levyCents: breakdown.levyCents,
      ...(payment.paymentOption === 'monthly' ? { monthly } : {}),
      tableVersion,
    },
    paymentOption: payment.paymentOption,
    ...(payment.paymentReference ? { paymentReference: payment.paymentReference } : {}),
    ...(quote.acceptance ? { acceptance: quote.acceptance } : {}),
    ...learnerOf(history),
    createdDay,
    createdMonth,
    createdAt: at,
    updatedAt: at,
  };
}

/** The car as the policy (and its certificate and disc) names it; a change of car rewrites it. */
export function vehicleRecordOf(car: YourCarAnswers): PolicyVehicleRecord {
  return {
    ...(car.registration ? { registration: car.registration } : {}),
    make: car.vehicle.make,
    model: car.vehicle.model,
    engine: car.vehicle.engine,
    year: car.vehicle.year,
    valueCents: car.valueCents,
  };
}
