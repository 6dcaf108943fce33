import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { sha256 } from '../../common/crypto/tokens';
import { FieldErrorsException } from '../../common/http/problem';
import type { Actor } from '../../common/auth';
import { pageInfo, pageWindow } from '../../common/pagination/pagination';
import { Metrics } from '../../common/metrics/metrics';
import { Clock } from '../../common/time/clock';
import { PolicyDocumentsService, type PolicyDocumentKind, type RenewalForDocuments } from '../documents';
import { AuditService } from '../audit';
import { EventLog } from '../events';
import { LockoutService } from '../lockout';
import { parseDate } from './domain/renewal-row';
import { renewalIdOf } from './domain/renewal-terms';
import type { RenewalListQueryDto } from './dto/renewal.dto';
import { RenewalAccess } from './renewal-access.service';
import { PayableRenewal, renewalDetail, renewalOffer, RenewalOffer, renewalRow } from './renewal.views';
import { RenewalsRepository } from './renewals.repository';
import type { RenewalRecord } from './schemas/renewal.schema';

/** What the documents of a paid renewal are made from: the renewal record, the insurer's sheet. */
export const documentsSubject = (renewal: RenewalRecord): RenewalForDocuments => ({
  renewalId: String(renewal._id),
  policyNumber: renewal.policyNumber,
  customerName: renewal.customerName,
  registration: renewal.registration,
  vehicle: renewal.vehicle,
  coverType: renewal.coverType,
  renewalDate: renewal.renewalDate,
  renewalPremiumCents: renewal.renewalPremiumCents,
  noClaimsYears: renewal.noClaimsYears,
});

const NOT_FOUND = 'We could not find a renewal with these details. Please check them, or call us.';
export const RENEWAL_PAID = 'This renewal has been paid. Please check your email for your confirmation.';
export const RENEWAL_LAPSED = 'This renewal offer has lapsed. Please call us and we will help you renew.';

/** Staff management of renewals, and the customer's own renewal (by lookup or invitation link). */
const LOOKUP_LOCKED = 'Too many attempts for this policy number. Please try again in 15 minutes, or call us.';
const renewalLookupLockKey = (policyNumber: string) => `renewal-lookup:${sha256(policyNumber)}`;

@Injectable()
export class RenewalsService {
  constructor(
    private readonly renewals: RenewalsRepository,
    private readonly access: RenewalAccess,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
    private readonly documents: PolicyDocumentsService,
    private readonly lockouts: LockoutService,
    private readonly events: EventLog,
  ) {}

  async list(query: RenewalListQueryDto) {
    const window = pageWindow(query);
    const [records, total] = await this.renewals.list(query, window);
    return { data: records.map(renewalRow), ...pageInfo(window, total) };
  }

  async get(id: string) {
    return renewalDetail(await this.found(id));
  }

  async delete(id: string, actor: Actor): Promise<void> {
    const record = await this.found(id);
    if (!(await this.renewals.delete(id))) throw new NotFoundException('No such renewal.');
    await this.audit.record(actor, {
      action: 'renewal.delete',
      targetType: 'renewal',
      targetId: id,
      before: renewalRow(record),
    });
  }

  /**
   * Makes a lapsed offer current again (the customer called after the renewal date): it can be paid
   * online and no longer lapses by itself. A current offer stays as it is.
   */
  async makeCurrent(id: string, staffName: string, actor: Actor) {
    const record = await this.found(id);
    if (record.status === 'paid') throw new ConflictException(RENEWAL_PAID);
    if (record.status === 'lapsed' || !record.madeCurrentAt) {
      const status = record.status !== 'lapsed' ? record.status : record.invitedAt ? 'invited' : 'imported';
      await this.renewals.makeCurrent(id, record.status, status, {
        at: this.clock.now(),
        type: 'made_current',
        by: staffName,
      });
      await this.audit.record(actor, {
        action: 'renewal.make_current',
        targetType: 'renewal',
        targetId: id,
        before: { status: record.status },
        after: { status },
      });
    }
    return this.get(id);
  }

  /**
   * The same answer whether the policy number is unknown or the date of birth wrong (or the renewal's
   * person erased). Wrong answers count per typed policy number, real or not, as quote retrieval's do:
   * five lock it for 15 minutes, whatever the number of addresses guessing.
   */
  async lookup(policyNumber: string, dateOfBirth: string): Promise<{ renewalId: string; token: string }> {
    const normalised = policyNumber.trim().toUpperCase();
    const born = parseDate(dateOfBirth.trim());
    // A day that does not exist is a typing mistake to point out, not a guess to count.
    if (!born)
      throw new FieldErrorsException(
        { dateOfBirth: ['Enter a real date as YYYY-MM-DD or DD/MM/YYYY'] },
        'Enter a real date of birth.',
      );
    const attempt = await this.lockouts.attempt(renewalLookupLockKey(normalised), LOOKUP_LOCKED);
    const record = await this.renewals.findById(String(renewalIdOf(normalised)));
    if (!record || record.retainedFor || record.policyNumber !== normalised || record.dateOfBirth !== born) {
      await attempt.failed();
      throw new NotFoundException(NOT_FOUND);
    }
    await attempt.succeeded();
    const renewalId = String(record._id);
    return { renewalId, token: this.access.forVisit(renewalId) };
  }

  /** The renewal notice sent with the invitation (made now if none was sent yet). */
  async notice(id: string, token: string | undefined): Promise<{ pdf: Buffer; fileName: string }> {
    const record = await this.customers(id, token);
    const pdf =
      (await this.documents.readRenewalNotice(record)) ??
      (await this.documents.storeRenewalNotice(record, this.access.link(id, record.renewalDate)));
    return { pdf, fileName: `renewal-notice-${record.policyNumber}.pdf` };
  }

  /**
   * The new period's schedule, certificate and disc, made once the renewal is paid (idempotent); answers
   * the renewal page's link, where the customer downloads them.
   */
  async issueDocuments(renewal: RenewalRecord): Promise<string> {
    await this.documents.issueAtRenewal(documentsSubject(renewal));
    return this.access.link(String(renewal._id), renewal.renewalDate);
  }

  /** Staff: a paid renewal's documents (404 until it is paid and they are issued). */
  async staffDocuments(id: string) {
    return this.documents.staffViewOfRenewal(documentsSubject(await this.found(id)));
  }

  async staffDocument(id: string, kind: PolicyDocumentKind): Promise<{ pdf: Buffer; fileName: string }> {
    return this.documents.readForRenewal(documentsSubject(await this.found(id)), kind);
  }

  /** One of a paid renewal's documents. */
  async document(
    id: string,
    token: string | undefined,
    kind: PolicyDocumentKind,
  ): Promise<{ pdf: Buffer; fileName: string }> {
    return this.documents.readForRenewal(documentsSubject(await this.customers(id, token)), kind);
  }

  /** The customer's offer, with its documents once paid; the first look marks it viewed. */
  async offer(id: string, token: string | undefined): Promise<RenewalOffer> {
    return this.withDocuments(await this.offerViewed(id, token));
  }

  private async offerViewed(id: string, token: string | undefined): Promise<RenewalRecord> {
    const record = await this.customers(id, token);
    if (!record.viewedAt) {
      const now = this.clock.now();
      const status = record.status === 'imported' || record.status === 'invited' ? 'viewed' : record.status;
      if (await this.renewals.markViewed(id, status, { at: now, type: 'viewed' })) {
        return { ...record, viewedAt: now, status };
      }
    }
    return record;
  }

  private async withDocuments(offer: RenewalRecord): Promise<RenewalOffer> {
    const view = renewalOffer(offer);
    if (offer.status !== 'paid') return view;
    return { ...view, documents: await this.documents.listForRenewal(documentsSubject(offer)) };
  }

  async setAutoRenew(id: string, token: string | undefined, autoRenew: boolean): Promise<RenewalOffer> {
    const record = await this.customers(id, token);
    if (record.autoRenew !== autoRenew) {
      await this.renewals.addEvent(
        id,
        {
          at: this.clock.now(),
          type: 'auto_renew_changed',
          note: autoRenew
            ? 'The customer opted in to automatic renewal'
            : 'The customer opted out of automatic renewal',
        },
        { autoRenew },
      );
    }
    return renewalOffer({ ...record, autoRenew });
  }

  /** The renewal a customer may pay now; 409 when it is paid or lapsed. */
  async payable(id: string, token: string | undefined): Promise<PayableRenewal> {
    const record = await this.customers(id, token);
    if (record.status === 'paid') throw new ConflictException(RENEWAL_PAID);
    if (record.status === 'lapsed') throw new ConflictException(RENEWAL_LAPSED);
    return record;
  }

  /**
   * Marks it paid by this payment (idempotent: the same payment again changes nothing). Answers the
   * renewal, or undefined when it is gone; a renewal paid by another payment is answered as it is.
   */
  async markPaid(id: string, paymentId: string): Promise<RenewalRecord | undefined> {
    const now = this.clock.now();
    const paid = await this.renewals.markPaid(id, paymentId, {
      at: now,
      type: 'paid',
      note: `Payment ${paymentId}`,
    });
    if (paid) this.metrics.renewals.inc({ event: 'paid' });
    const renewal = await this.renewals.findById(id);
    // On a replay too (kept once by its key): a stop before the event leaves the payment to settle again.
    if (renewal?.status === 'paid' && renewal.paymentReference === paymentId) {
      await this.events.record(
        'renewal.paid',
        { type: 'renewal', id, occurrence: paymentId },
        renewalDetail(renewal),
      );
    }
    return renewal ?? undefined;
  }

  async found(id: string): Promise<RenewalRecord> {
    const record = await this.renewals.findById(id);
    if (!record) throw new NotFoundException('No such renewal.');
    return record;
  }

  /** 401 unless the token opens the renewal now. */
  assertAccess(id: string, token: string | undefined): void {
    this.access.check(id, token);
  }

  private async customers(id: string, token: string | undefined): Promise<RenewalRecord> {
    this.access.check(id, token);
    const record = await this.renewals.findById(id);
    // An erased person's kept renewal answers no link given before the erasure.
    if (!record || record.retainedFor) throw new NotFoundException(NOT_FOUND);
    return record;
  }
}
