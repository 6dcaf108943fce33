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
import { PoliciesService, QuotesService, type CompleteAnswers, type PolicyView } from '../quotes';
import { ActiveRatingTable } from '../rating';
import { ADDRESS_NOT_CHOSEN, ReferenceDataService, type AddressCandidate } from '../reference-data';
import { adjustmentSettledMail } from './domain/adjustment-mail';
import { describeChange, earliestEffectiveDate, livePolicyOf, reasonErrors } from './domain/live-policy';
import type { PolicyChange } from './domain/policy-change';
import { priceAdjustment, type PricedAdjustment } from './domain/price-adjustment';
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

type StoredPrice = Omit<PricedAdjustment, 'answers' | 'outcome'>;

/** The policyholder as the audit trail names them: by policy, not by a label per person. */
const POLICYHOLDER_LABEL = 'policyholder (my-policy)';
const policyholder = (policy: PolicyView): Actor => ({
  type: 'system',
  id: `policyholder:${policy.policyNumber}`,
  label: POLICYHOLDER_LABEL,
});

function priceView(price: StoredPrice): AdjustmentPriceDto {
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
    by: POLICYHOLDER_LABEL,
    createdAt: record.createdAt,
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
    const change = this.changeOf(request);
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
        reasonErrors(result.reasons),
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
    const price = record.price as StoredPrice;
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
    const price = record.price as StoredPrice;
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
    const price = record.price as StoredPrice;
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
    price: StoredPrice,
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

  private async announce(
    policy: PolicyView,
    record: PolicyAdjustmentRecord,
    price: StoredPrice,
  ): Promise<void> {
    const adjustmentId = String(record._id);
    await this.audit.record(policyholder(policy), {
      action: 'policy.adjustment.settled',
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
        brandName: this.brand.name,
        myPolicyUrl: `${this.config.publicUrl}/my-policy`,
        policy,
        summary: record.summary,
        price,
      }),
    );
  }

  /** The request's change as the engine takes it (the DTO requires the part its type names). */
  private changeOf(request: PriceAdjustmentDto): PolicyChange {
    if (request.type === 'passed_test') {
      const { testDate, driverNumber, driverIndex } = request.passedTest!;
      return {
        type: 'passed_test',
        testDate,
        driverNumber,
        ...(driverIndex === undefined ? {} : { driverIndex }),
      };
    }
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

/** What integrators hear of a settled change: the policy, what changed and its price (no card, no answers). */
function adjustedEvent(policy: PolicyView, record: PolicyAdjustmentRecord, price: StoredPrice) {
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
  price: StoredPrice,
): Parameters<PoliciesService['applyAdjustment']>[2] {
  return {
    answers: record.answersAfter as CompleteAnswers,
    lastChangeDate: record.effectiveDate,
    'premium.totalCents': policy.premium.totalCents + price.premiumCents + price.levyCents,
    'premium.levyCents': policy.premium.levyCents + price.levyCents,
    'cover.excessCents': price.after.excessCents,
    ...(record.change.type === 'change_address'
      ? { 'holder.address': holderAddress(record.change.address) }
      : {}),
    ...(price.settlement.instalments ? { 'premium.schedule': price.settlement.instalments } : {}),
  };
}

/** The address as the policy (and its schedule) holds it: the lookup's lines, without its ids. */
function holderAddress({ line1, line2, town, county, eircode }: AddressCandidate) {
  return { line1, ...(line2 ? { line2 } : {}), town, county, eircode };
}
