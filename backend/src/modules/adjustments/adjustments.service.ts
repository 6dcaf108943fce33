import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { Actor } from '../../common/auth';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { dublinIsoDate } from '../../common/time/dates';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { AuditService } from '../audit';
import { EventLog } from '../events';
import { PolicyDocumentsService } from '../documents';
import { MailService } from '../mail';
import {
  PoliciesService,
  QuoteAnswersService,
  QuotesService,
  vehicleRecordOf,
  type CompleteAnswers,
  type PolicyView,
} from '../quotes';
import { ActiveRatingTable } from '../rating';
import { ADDRESS_NOT_CHOSEN, ReferenceDataService, type AddressCandidate } from '../reference-data';
import { adjustmentApprovedMail, adjustmentSettledMail } from './domain/adjustment-mail';
import { describeChange, earliestEffectiveDate, livePolicyOf, reasonErrors } from './domain/live-policy';
import type { PolicyChange } from './domain/policy-change';
import { priceAdjustment } from './domain/price-adjustment';
import { priceByStaff, reversalOf, type ChangePrice } from './domain/staff-price';
import type {
  AdjustmentDto,
  AdjustmentPriceDto,
  PriceAdjustmentDto,
  StaffAdjustmentDto,
} from './dto/adjustment.dto';
import { AdjustmentsRepository } from './adjustments.repository';
import type { PolicyAdjustmentRecord } from './schemas/policy-adjustment.schema';

export const CHANGE_IN_PROGRESS =
  'Another change to this policy is being made, or one was made since this price was given. ' +
  'Please look at your policy again and price the change afresh.';
export const REFERRED =
  'Thank you. Our team needs to review this change: we will contact you within one working day. ' +
  'Your policy stays as it is until then.';
const SETTLED = 'Your policy has been changed. Your new documents are ready below.';
const NO_SUCH_CHANGE = 'No such change on this policy. Please price it again.';
export const PAY_ONLINE =
  'This change costs more: please pay the additional premium on the payment page to make it.';
const NOTHING_TO_PAY = 'There is nothing to pay for this change: please confirm it instead.';
const NOT_REFERRED = 'Only a change referred to staff can be approved with a price, once.';
const POLICY_CHANGED_SINCE =
  'The policy has changed since this change was asked for: ask the policyholder to ask for it again.';
const NO_TABLE =
  "The rating table that priced this policy is missing: the change's levy cannot be worked out.";
const NOT_REVERSIBLE = 'Only a change that was made, and not reversed already, can be reversed.';
const NOT_THE_LATEST =
  'Only the latest change to a policy can be reversed: reverse the later ones first, newest first.';

/** A priced change with an additional premium, as the payment page takes it. */
export interface PayableAdjustment {
  adjustmentId: string;
  policyNumber: string;
  customer: { name: string; email: string };
  summary: string;
  effectiveDate: string;
  payNowCents: number;
}

/** A paid change, settled: `announce` tells the policyholder, staff and integrators, once. */
export interface PaidAdjustment {
  policyNumber: string;
  announce(): Promise<void>;
}

/** The payment arrived but cannot make its change (the reason is for staff, who refund it). */
export class AdjustmentNotSettleable extends Error {
  override name = 'AdjustmentNotSettleable';
}

/** The policyholder as the audit trail names them: by policy, not by a label per person. */
const POLICYHOLDER_LABEL = 'policyholder (my-policy)';
const policyholder = (policy: PolicyView): Actor => ({
  type: 'system',
  id: `policyholder:${policy.policyNumber}`,
  label: POLICYHOLDER_LABEL,
});

function priceView(price: ChangePrice): AdjustmentPriceDto {
  return {
    annualBeforeCents: price.before.totalCents,
    annualAfterCents: price.after.totalCents,
    daysLeft: price.daysLeft,
    premiumCents: price.premiumCents,
    levyCents: price.levyCents,
    adminFeeCents: price.adminFeeCents,
    totalCents: price.totalCents,
    payNowCents: price.settlement.payNowCents,
    refundCents: price.settlement.refundCents,
    ...(price.settlement.instalments ? { instalments: price.settlement.instalments } : {}),
    ...(price.novicePeriod ? { noviceUntil: price.novicePeriod.until } : {}),
  };
}

function viewOf(record: PolicyAdjustmentRecord): AdjustmentDto {
  const { price } = record;
  const outcome =
    record.status === 'quoted' ? 'priced' : record.status === 'settled' ? 'settled' : 'referred';
  return {
    id: String(record._id),
    outcome,
    summary: record.summary,
    effectiveDate: record.effectiveDate,
    ...(price && outcome !== 'referred' ? { price: priceView(price) } : {}),
  };
}

/** Staff's timeline entry: every change priced, settled or referred, with who asked and when. */
function staffViewOf(record: PolicyAdjustmentRecord): StaffAdjustmentDto {
  return {
    id: String(record._id),
    status: record.status,
    type: record.change.type,
    summary: record.summary,
    effectiveDate: record.effectiveDate,
    by: record.madeBy ?? POLICYHOLDER_LABEL,
    createdAt: record.createdAt,
    ...(record.approvedBy ? { approvedBy: record.approvedBy, approvedAt: record.approvedAt } : {}),
    ...(record.reverses ? { reverses: record.reverses } : {}),
    ...(record.reversedBy ? { reversedBy: record.reversedBy } : {}),
    ...(record.settledAt ? { settledAt: record.settledAt } : {}),
    ...(record.price ? { price: priceView(record.price) } : {}),
    ...(record.reasons ? { reasons: record.reasons.map((reason) => reason.message) } : {}),
  };
}

/**
 * Mid-term changes a policyholder makes on /my-policy: priced without touching the policy, then
 * confirmed and settled (the policy, new documents and their event, an email, the audit trail), or handed
 * to staff when the underwriting rules refer or decline the changed policy.
 */
@Injectable()
export class AdjustmentsService {
  constructor(
    private readonly adjustments: AdjustmentsRepository,
    private readonly policies: PoliciesService,
    private readonly quotes: QuotesService,
    private readonly quoteAnswers: QuoteAnswersService,
    private readonly tables: ActiveRatingTable,
    private readonly reference: ReferenceDataService,
    private readonly documents: PolicyDocumentsService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly events: EventLog,
    private readonly brand: BrandService,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Prices a change (kept, for the confirmation to refer to); a referred one goes to staff at once. */
  async quote(
    policy: PolicyView,
    request: PriceAdjustmentDto,
  ): Promise<{ adjustment: AdjustmentDto; message: string }> {
    const change = await this.changeOf(request);
    const { effectiveDate } = request;
    const answers = policy.answers ?? (await this.quotes.boughtAnswers(policy._id));
    const table = await this.tables.ofVersion(policy.premium.tableVersion);
    if (!answers || !table) {
      throw new ConflictException('This policy cannot be changed online. Please call us and we will help.');
    }
    const today = dublinIsoDate(this.clock.now());
    const effective = effectiveDate ?? earliestEffectiveDate(policy, today);
    const result = priceAdjustment(livePolicyOf(policy, answers, today), change, effective, {
      table,
      adminFeeCents: this.brand.brand.adjustmentFeeCents,
    });
    if (result.outcome === 'invalid') {
      throw new FieldErrorsException(
        reasonErrors(result.reasons, change),
        result.reasons.map((reason) => reason.message).join(' '),
        422,
      );
    }
    const common = {
      policyId: policy._id,
      policyNumber: policy.policyNumber,
      change,
      summary: describeChange(change, answers),
      effectiveDate: effective,
      pricedOn: policy.adjustments ?? 0,
      answersBefore: answers,
      answersAfter: result.answers,
    };
    if (result.outcome !== 'priced') {
      const record = await this.adjustments.create({
        ...common,
        status: result.outcome,
        reasons: result.reasons,
      });
      await this.audit.record(policyholder(policy), {
        action: 'policy.adjustment.referred',
        targetType: 'policy',
        targetId: policy._id,
        after: { adjustmentId: String(record._id), summary: record.summary, reasons: result.reasons },
      });
      return { adjustment: viewOf(record), message: REFERRED };
    }
    const { answers: _after, outcome: _priced, ...price } = result;
    const record = await this.adjustments.create({ ...common, status: 'quoted', price });
    return { adjustment: viewOf(record), message: 'Here is the price of the change.' };
  }

  /** Staff: a policy's changes, newest first (the policy's id is its quote's). */
  async forStaff(policyId: string): Promise<StaffAdjustmentDto[]> {
    return (await this.adjustments.ofPolicy(policyId)).map(staffViewOf);
  }

  /** The changes staff priced for this policy, waiting for the policyholder to confirm (and pay). */
  async awaitingPolicyholder(policy: PolicyView): Promise<AdjustmentDto[]> {
    return (await this.adjustments.approvedFor(policy._id, policy.adjustments ?? 0)).map(viewOf);
  }

  /**
   * Staff price a referred change by hand: the premium for the days left, before levy (the levy, fee and
   * settlement follow). The policyholder is emailed to confirm it on /my-policy, where it is paid or
   * refunded like a change priced online. Only while the policy is as it was when the change was asked.
   */
  async approve(
    actor: Actor,
    policyId: string,
    adjustmentId: string,
    premiumCents: number,
  ): Promise<StaffAdjustmentDto> {
    const { policy, record } = await this.staffTarget(policyId, adjustmentId);
    if (record.status !== 'referred') throw new ConflictException(NOT_REFERRED);
    if (record.pricedOn !== (policy.adjustments ?? 0)) throw new ConflictException(POLICY_CHANGED_SINCE);
    const table = await this.tables.ofVersion(policy.premium.tableVersion);
    if (!table) throw new ConflictException(NO_TABLE);
    const today = dublinIsoDate(this.clock.now());
    const price = priceByStaff(
      livePolicyOf(policy, record.answersBefore, today),
      { ...policy.premium, excessCents: policy.cover.excessCents },
      record.effectiveDate,
      premiumCents,
      { levyRate: table.governmentLevyRate, adminFeeCents: this.brand.brand.adjustmentFeeCents ?? 0 },
    );
    const approved = await this.adjustments.approve(record._id, {
      price,
      approvedBy: actor.label,
      approvedAt: this.clock.now(),
    });
    if (!approved) throw new ConflictException(NOT_REFERRED);
    await this.audit.record(actor, {
      action: 'policy.adjustment.approved',
      targetType: 'policy',
      targetId: policy._id,
      after: { adjustmentId, summary: record.summary, premiumCents, totalCents: price.totalCents },
    });
    await this.mail.send(
      adjustmentApprovedMail({ ...this.mailContext(policy), summary: record.summary, price }),
    );
    return staffViewOf(approved);
  }

  /**
   * Staff undo a settled change, the policy's latest: its answers and premium back as they were, new
   * documents, and the money moved back (a refund for staff to issue, an additional premium due, or the
   * Direct Debits left recomputed), kept on the reversal's own record. Audited, emailed, and an event.
   */
  async reverse(actor: Actor, policyId: string, adjustmentId: string): Promise<StaffAdjustmentDto> {
    const { policy, record } = await this.staffTarget(policyId, adjustmentId);
    if (record.status !== 'settled' || record.reversedBy) throw new ConflictException(NOT_REVERSIBLE);
    if (record.pricedOn + 1 !== (policy.adjustments ?? 0)) throw new ConflictException(NOT_THE_LATEST);
    const today = dublinIsoDate(this.clock.now());
    const price = reversalOf(record.price as ChangePrice, livePolicyOf(policy, record.answersAfter, today));
    const reversal = await this.adjustments.create({
      policyId: policy._id,
      policyNumber: policy.policyNumber,
      change: record.change,
      summary: `Reversed: ${record.summary}`,
      effectiveDate: record.effectiveDate,
      pricedOn: policy.adjustments ?? 0,
      answersBefore: record.answersAfter,
      answersAfter: record.answersBefore,
      status: 'quoted',
      price,
      madeBy: actor.label,
      reverses: adjustmentId,
    });
    const settled = await this.settle(policy, reversal, price);
    if (!settled || settled === 'settled before') throw new ConflictException(CHANGE_IN_PROGRESS);
    await this.adjustments.markReversed(record._id, String(reversal._id));
    await this.announce(policy, settled, price, { actor, action: 'policy.adjustment.reversed' });
    return staffViewOf(settled);
  }

  private async staffTarget(policyId: string, adjustmentId: string) {
    const record = await this.adjustments.findOnPolicy(adjustmentId, policyId);
    const policy = record && (await this.policies.findById(policyId));
    if (!record || !policy) throw new NotFoundException('No such change on this policy.');
    return { policy, record };
  }

  /**
   * Applies a priced change that costs nothing more now (a refund, no difference, or a monthly payer's
   * Direct Debits). Settling runs in steps that each can run again (the policy written, the documents
   * issued, then the email, the event and the audit entry): confirming again after a failure finishes it.
   */
  async confirm(
    policy: PolicyView,
    adjustmentId: string,
  ): Promise<{ adjustment: AdjustmentDto; message: string }> {
    const record = await this.adjustments.findOnPolicy(adjustmentId, policy._id);
    if (!record) throw new NotFoundException(NO_SUCH_CHANGE);
    if (record.status === 'settled') return { adjustment: viewOf(record), message: SETTLED };
    if (record.status === 'referred' || record.status === 'declined') throw new ConflictException(REFERRED);
    const price = record.price as ChangePrice;
    if (price.settlement.payNowCents > 0) throw new ConflictException(PAY_ONLINE);
    const settled = await this.settle(policy, record, price);
    if (!settled) throw new ConflictException(CHANGE_IN_PROGRESS);
    // Another call settled it in the meantime, and told everyone.
    if (settled === 'settled before') return this.confirm(policy, adjustmentId);
    await this.announce(policy, settled, price);
    return { adjustment: viewOf(settled), message: SETTLED };
  }

  /**
   * A priced change with an additional premium, as its checkout takes it: still the policy's next change
   * (priced on the count of changes the policy has now), and not paid already.
   */
  async payable(policy: PolicyView, adjustmentId: string): Promise<PayableAdjustment> {
    const record = await this.adjustments.findOnPolicy(adjustmentId, policy._id);
    if (!record) throw new NotFoundException(NO_SUCH_CHANGE);
    if (record.status === 'referred' || record.status === 'declined') throw new ConflictException(REFERRED);
    if (record.status !== 'quoted') throw new ConflictException(SETTLED);
    const price = record.price as ChangePrice;
    if (price.settlement.payNowCents <= 0) throw new ConflictException(NOTHING_TO_PAY);
    if (record.pricedOn !== (policy.adjustments ?? 0)) throw new ConflictException(CHANGE_IN_PROGRESS);
    return {
      adjustmentId,
      policyNumber: policy.policyNumber,
      customer: { name: `${policy.holder.firstName} ${policy.holder.lastName}`, email: policy.holder.email },
      summary: record.summary,
      effectiveDate: record.effectiveDate,
      payNowCents: price.settlement.payNowCents,
    };
  }

  /**
   * Settles a change whose additional premium was paid: called for every verified payment, so it may run
   * again (or twice at once) and settles once. The change takes the policy's turn only now, so an unpaid
   * change never holds the policy; if another change took it first, the money cannot buy this one.
   */
  async settlePaid(adjustmentId: string): Promise<PaidAdjustment> {
    const record = await this.adjustments.findById(adjustmentId);
    const policy = record && (await this.policies.findById(record.policyId));
    if (!record || !policy) {
      throw new AdjustmentNotSettleable(
        `The change ${adjustmentId} or its policy was deleted before its payment arrived: refund this payment.`,
      );
    }
    const price = record.price as ChangePrice;
    const settled = record.status === 'settled' ? record : await this.settle(policy, record, price);
    if (!settled) {
      throw new AdjustmentNotSettleable(
        `Another change to policy ${policy.policyNumber} was made before this one was paid for: refund this payment.`,
      );
    }
    const done = settled === 'settled before' ? await this.adjustments.findById(adjustmentId) : settled;
    return {
      policyNumber: policy.policyNumber,
      announce: () => this.announce(policy, done ?? record, price),
    };
  }

  /**
   * The settlement's steps, each of which can run again: the policy's turn and claim, the policy written,
   * the documents reissued, the record settled. The settled record, 'settled before' when another call
   * settled it meanwhile, or null when another change took the policy first.
   */
  private async settle(
    policy: PolicyView,
    record: PolicyAdjustmentRecord,
    price: ChangePrice,
  ): Promise<PolicyAdjustmentRecord | 'settled before' | null> {
    const adjustmentId = String(record._id);
    if (record.status === 'quoted') {
      const turn = record.pricedOn + 1;
      if (
        !(await this.adjustments.takeTurn(policy._id, turn, adjustmentId, this.clock.now())) ||
        !(await this.policies.claimForAdjustment(policy._id, record.pricedOn, adjustmentId))
      ) {
        return null;
      }
      await this.adjustments.markApplied(record._id);
    }
    await this.policies.applyAdjustment(policy._id, adjustmentId, policyChanges(policy, record, price));
    const reason = `Mid-term change ${adjustmentId}: ${record.summary}`;
    if ((await this.documents.latest(policy._id))?.reason !== reason) {
      await this.documents.reissueForPolicy(policy._id, reason);
    }
    return (await this.adjustments.markSettled(record._id, this.clock.now())) ?? 'settled before';
  }

  /** Tells of a settled change: the audit entry (the policyholder's, or staff's), the event, the email. */
  private async announce(
    policy: PolicyView,
    record: PolicyAdjustmentRecord,
    price: ChangePrice,
    by: { actor: Actor; action: string } = {
      actor: policyholder(policy),
      action: 'policy.adjustment.settled',
    },
  ): Promise<void> {
    const adjustmentId = String(record._id);
    await this.audit.record(by.actor, {
      action: by.action,
      targetType: 'policy',
      targetId: policy._id,
      before: { premiumCents: price.before.totalCents },
      after: {
        adjustmentId,
        summary: record.summary,
        premiumCents: price.after.totalCents,
        totalCents: price.totalCents,
      },
    });
    await this.events.record(
      'policy.adjusted',
      { type: 'policy', id: policy._id, occurrence: adjustmentId },
      adjustedEvent(policy, record, price),
    );
    await this.mail.send(
      adjustmentSettledMail({
        ...this.mailContext(policy),
        summary: record.summary,
        price,
        reversed: record.reverses !== undefined,
      }),
    );
  }

  private mailContext(policy: PolicyView) {
    return { brandName: this.brand.name, myPolicyUrl: `${this.config.publicUrl}/my-policy`, policy };
  }

  /**
   * The request's change as the engine takes it (the DTO requires the part its type names). A new car or
   * driver goes through the quote's own checks of its page (the registration lookup, the minimum age).
   */
  private async changeOf(request: PriceAdjustmentDto): Promise<PolicyChange> {
    switch (request.type) {
      case 'passed_test': {
        const { testDate, driverNumber, driverIndex } = request.passedTest!;
        return {
          type: 'passed_test',
          testDate,
          driverNumber,
          ...(driverIndex === undefined ? {} : { driverIndex }),
        };
      }
      case 'change_car':
        return {
          type: 'change_car',
          car: await asPartOf('changeCar', () => this.quoteAnswers.resolve('your_car', request.changeCar!)),
        };
      case 'add_driver': {
        const { drivers } = await asPartOf(
          'addDriver',
          () => this.quoteAnswers.resolve('additional_drivers', { drivers: [request.addDriver!] }),
          (path) => path.replace(/^drivers\.0\./, ''),
        );
        return { type: 'add_driver', driver: drivers[0] };
      }
      case 'remove_driver':
        return { type: 'remove_driver', driverIndex: request.removeDriver!.driverIndex };
      case 'change_address': {
        const address = this.reference.findAddress(request.changeAddress!.addressId);
        if (!address) {
          throw new FieldErrorsException(
            { 'changeAddress.addressId': [ADDRESS_NOT_CHOSEN] },
            ADDRESS_NOT_CHOSEN,
            422,
          );
        }
        return { type: 'change_address', address };
      }
    }
  }
}

/**
 * A quote page's checks for part of a change, their field errors named as the request names them. A 422:
 * the request is well-formed, but names a car or a driver the quote would not take either.
 */
async function asPartOf<T>(
  part: string,
  resolve: () => Promise<T>,
  pagePath: (path: string) => string = (path) => path,
): Promise<T> {
  try {
    return await resolve();
  } catch (error) {
    if (!(error instanceof FieldErrorsException)) throw error;
    const errors = Object.entries(error.fieldErrors).map(([path, messages]) => [
      `${part}.${pagePath(path)}`,
      messages,
    ]);
    throw new FieldErrorsException(Object.fromEntries(errors), error.message, 422);
  }
}

/** What integrators hear of a settled change: the policy, what changed and its price (no card, no answers). */
function adjustedEvent(policy: PolicyView, record: PolicyAdjustmentRecord, price: ChangePrice) {
  return {
    policyId: policy._id,
    policyNumber: policy.policyNumber,
    adjustmentId: String(record._id),
    type: record.change.type,
    summary: record.summary,
    effectiveDate: record.effectiveDate,
    price: priceView(price),
  };
}

/** The policy's fields a settled change rewrites: its answers, premium (levy apart), excess and debits. */
function policyChanges(
  policy: PolicyView,
  record: PolicyAdjustmentRecord,
  price: ChangePrice,
): Parameters<PoliciesService['applyAdjustment']>[2] {
  return {
    answers: record.answersAfter as CompleteAnswers,
    lastChangeDate: record.effectiveDate,
    'premium.totalCents': policy.premium.totalCents + price.premiumCents + price.levyCents,
    'premium.levyCents': policy.premium.levyCents + price.levyCents,
    'cover.excessCents': price.after.excessCents,
    'cover.namedDrivers': record.answersAfter.additional_drivers.drivers.length,
    // From the answers, not the change: a reversal puts the old car and address back.
    ...(record.change.type === 'change_car'
      ? { vehicle: vehicleRecordOf(record.answersAfter.your_car) }
      : {}),
    ...(record.change.type === 'change_address'
      ? { 'holder.address': holderAddress(record.answersAfter.your_details.address) }
      : {}),
    ...(price.settlement.instalments ? { 'premium.schedule': price.settlement.instalments } : {}),
  };
}

/** The address as the policy (and its schedule) holds it: the lookup's lines, without its ids. */
function holderAddress({ line1, line2, town, county, eircode }: AddressCandidate) {
  return { line1, ...(line2 ? { line2 } : {}), town, county, eircode };
}
