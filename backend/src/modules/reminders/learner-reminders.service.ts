import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobLease } from '../../common/jobs/job-lease';
import { Clock } from '../../common/time/clock';
import { dublinIsoDate } from '../../common/time/dates';
import { Housekeeping } from '../../common/time/housekeeping';
import { AppConfig } from '../../config/app-config';
import { BrandService } from '../../config/brand';
import { MailService } from '../mail';
import { PoliciesService, type PolicyView } from '../quotes';
import { learnerReminderMail } from './domain/learner-reminder-mail';
import {
  type DueReminder,
  dueReminders,
  type LearnerPolicyFacts,
  reminderWindow,
} from './domain/learner-reminders';
import { LearnerRemindersRepository } from './learner-reminders.repository';

const JOB = 'reminders.learners';
const DAY_MS = 24 * 60 * 60_000;

/**
 * The learner reminders (domain/learner-reminders.ts), once a day on one instance (its lease). Each is
 * claimed under its key before its email goes, so it is never sent twice, and released if sending failed.
 */
@Injectable()
export class LearnerReminders implements OnModuleInit {
  private readonly logger = new Logger('LearnerReminders');

  constructor(
    private readonly policies: PoliciesService,
    private readonly sent: LearnerRemindersRepository,
    private readonly mail: MailService,
    private readonly brand: BrandService,
    private readonly config: AppConfig,
    private readonly lease: JobLease,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.every(JOB, DAY_MS, () => this.sendDue());
  }

  /** One run now; the count sent, or undefined when another instance is running the job. */
  run(): Promise<number | undefined> {
    return this.lease.hold(JOB, () => this.sendDue());
  }

  private async sendDue(): Promise<number> {
    const today = dublinIsoDate(this.clock.now());
    const policies = await this.policies.learnerPolicies(reminderWindow(today));
    const byId = new Map(policies.map((policy) => [policy._id, policy]));
    let sent = 0;
    for (const reminder of dueReminders(policies.map(factsOf), today)) {
      sent += (await this.send(reminder, byId.get(reminder.policyId)!)) ? 1 : 0;
    }
    if (sent > 0) this.logger.log(`${sent} learner reminder(s) sent`);
    return sent;
  }

  private async send(reminder: DueReminder, policy: PolicyView): Promise<boolean> {
    if (!(await this.sent.claim(reminder, this.clock.now()))) return false;
    try {
      await this.mail.send(
        learnerReminderMail(
          { brandName: this.brand.name, myPolicyUrl: `${this.config.publicUrl}/my-policy`, policy },
          reminder,
        ),
      );
      return true;
    } catch (error) {
      this.logger.warn(`Reminder ${reminder.key} could not be sent: ${(error as Error).message}`);
      await this.sent.release(reminder.key);
      return false;
    }
  }
}

function factsOf(policy: PolicyView): LearnerPolicyFacts {
  return {
    id: policy._id,
    status: policy.status,
    startDate: policy.startDate,
    endDate: policy.endDate,
    erased: policy.retainedFor !== undefined,
    // Only a learner's policy has learner dates; its answers are stored once a mid-term change rewrites them.
    licenceType: policy.answers?.your_driving_history.licenceType ?? 'learner_permit',
    learner: policy.learner!,
  };
}
