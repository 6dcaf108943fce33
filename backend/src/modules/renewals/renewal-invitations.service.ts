import { ConflictException, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { Actor } from '../../common/auth';
import { Metrics } from '../../common/metrics/metrics';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { BrandService } from '../../config/brand';
import { AuditService } from '../audit';
import { EventLog, pendingEvent } from '../events';
import { PolicyDocumentsService } from '../documents';
import { MailService } from '../mail';
import { JobLease } from '../../common/jobs/job-lease';
import { invitationWindow, lapsedBefore } from './domain/invitations';
import { invitationMail, RenewalMailContext, renewalDocumentsMail } from './domain/renewal-mails';
import { RenewalAccess } from './renewal-access.service';
import { RENEWAL_PAID, RenewalsService } from './renewals.service';
import { renewalDetail } from './renewal.views';
import { RenewalsRepository } from './renewals.repository';
import type { RenewalRecord } from './schemas/renewal.schema';

const EVERY_MS = 10 * 60_000;
const JOB = 'renewals.invitations';
const BATCH = 200;

export interface InvitationRun {
  invited: number;
  lapsed: number;
}

/**
 * The renewal notices (domain/invitations.ts), and lapsing offers whose date passed unpaid. One
 * instance runs it (a lease); a renewal is claimed (invitedAt set) before its email is sent, so it
 * is never invited twice, and released again if sending failed, to be retried next run.
 */
@Injectable()
export class RenewalInvitations implements OnModuleInit {
  private readonly logger = new Logger('RenewalInvitations');

  constructor(
    private readonly renewals: RenewalsRepository,
    private readonly renewalsService: RenewalsService,
    private readonly access: RenewalAccess,
    private readonly mail: MailService,
    private readonly brand: BrandService,
    private readonly lease: JobLease,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
    private readonly metrics: Metrics,
    private readonly documents: PolicyDocumentsService,
    private readonly audit: AuditService,
    private readonly events: EventLog,
  ) {}

  onModuleInit(): void {
    this.housekeeping.every(JOB, EVERY_MS, () => this.inviteAndLapse());
  }

  /** One run now; undefined when another instance is running the job. */
  run(): Promise<InvitationRun | undefined> {
    return this.lease.hold(JOB, () => this.inviteAndLapse());
  }

  private async inviteAndLapse(): Promise<InvitationRun> {
    const lapsed = await this.lapse();
    let invited = 0;
    for (;;) {
      const due = await this.renewals.dueForInvitation(invitationWindow(this.clock.now()), BATCH);
      let sent = 0;
      for (const renewal of due) sent += (await this.invite(renewal)) ? 1 : 0;
      invited += sent;
      if (due.length < BATCH || sent === 0) break;
    }
    if (invited + lapsed > 0)
      this.logger.log(`${invited} renewal invitation(s) sent, ${lapsed} renewal(s) lapsed`);
    return { invited, lapsed };
  }

  /** Staff send the invitation again (or for the first time, early); answers the renewal as it is then. */
  async resend(id: string, staffName: string, actor: Actor) {
    const renewal = await this.renewalsService.found(id);
    if (renewal.status === 'paid') throw new ConflictException(RENEWAL_PAID);
    const now = this.clock.now();
    await this.send(renewal);
    await this.renewals.addEvent(
      id,
      { at: now, type: 'invitation_resent', by: staffName, note: `Sent to ${renewal.email}` },
      {
        ...(renewal.invitedAt ? {} : { invitedAt: now }),
        ...(renewal.status === 'imported' ? { status: 'invited' } : {}),
      },
    );
    await this.audited(actor, 'renewal-invitation.resend', renewal);
    return this.renewalsService.get(id);
  }

  /** Staff send a paid renewal's documents link again; answers the address it went to. */
  async resendDocuments(id: string, staffName: string, actor: Actor): Promise<string> {
    const renewal = await this.renewalsService.found(id);
    if (renewal.status !== 'paid') {
      throw new ConflictException('This renewal is not paid: its documents are issued with the payment.');
    }
    const link = this.access.link(String(renewal._id), renewal.renewalDate);
    await this.mail.send(renewalDocumentsMail(this.mailContext(renewal), link));
    await this.renewals.addEvent(id, {
      at: this.clock.now(),
      type: 'documents_resent',
      by: staffName,
      note: `Sent to ${renewal.email}`,
    });
    await this.audited(actor, 'renewal-documents.resend', renewal);
    return renewal.email;
  }

  private audited(actor: Actor, action: string, renewal: RenewalRecord): Promise<void> {
    return this.audit.record(actor, { action, targetType: 'renewal', targetId: String(renewal._id) });
  }

  private async invite(renewal: RenewalRecord): Promise<boolean> {
    const id = String(renewal._id);
    const now = this.clock.now();
    const status = renewal.status === 'imported' ? 'invited' : renewal.status;
    const invited = pendingEvent(
      'renewal.invited',
      { type: 'renewal', id, occurrence: renewal.renewalDate },
      renewalDetail({ ...renewal, invitedAt: now, status }),
      now,
    );
    const claimed = await this.renewals.claimInvitation(
      id,
      status,
      { at: now, type: 'invited', note: `Sent to ${renewal.email}` },
      invited,
    );
    if (!claimed) return false;
    try {
      await this.send(renewal);
      this.metrics.renewals.inc({ event: 'invited' });
      await this.events.publish(invited);
      return true;
    } catch (error) {
      this.logger.warn(`The invitation for renewal ${id} could not be sent: ${(error as Error).message}`);
      await this.renewals.releaseInvitation(id, now, renewal.status, {
        at: this.clock.now(),
        type: 'invited',
        note: 'Sending failed; it is tried again on the next run',
      });
      return false;
    }
  }

  private async lapse(): Promise<number> {
    const now = this.clock.now();
    let lapsed = 0;
    for (const { _id } of await this.renewals.overdue(lapsedBefore(now))) {
      const changed = await this.renewals.lapse(String(_id), {
        at: now,
        type: 'lapsed',
        note: 'The renewal date passed unpaid',
      });
      lapsed += changed ? 1 : 0;
    }
    return lapsed;
  }

  /** The notice (PDF, kept in the file store) first: the email points to it on the renewal's page. */
  private async send(renewal: RenewalRecord): Promise<void> {
    const link = this.access.link(String(renewal._id), renewal.renewalDate);
    await this.documents.storeRenewalNotice(renewal, link);
    await this.mail.send(invitationMail(this.mailContext(renewal), link));
  }

  mailContext(renewal: RenewalRecord): RenewalMailContext {
    return { brandName: this.brand.name, supportEmail: this.brand.brand.email.support, renewal };
  }
}
