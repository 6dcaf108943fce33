import { Injectable, Logger, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { scopedAccessKey, scopedAccessToken, scopedAccessValid } from '#src/common/crypto/scoped-access';
import { Clock } from '#src/common/time/clock';
import { Housekeeping } from '#src/common/time/housekeeping';
import { AppConfig } from '#src/config/app-config';
import { BrandService } from '#src/config/brand';
import { decodeEncryptionKey } from '#src/config/encryption-key-rule';
import { MailService } from '../../mail';
import { PoliciesService, type PolicyView } from '../../quotes';
import { AccessCodesRepository } from './access-codes.repository';
import { LockoutService } from '../../lockout';
import {
  accessCodeHash,
  accessCodeMatches,
  CODE_MINUTES,
  codeLockKey,
  newAccessCode,
  sameDay,
} from './access-code';
import { documentsCodeMail } from './policyholder-mails';

export const POLICY_TOKEN_HEADER = 'X-Policy-Token';

const MINUTE_MS = 60_000;
/** Short: long enough to read and download, not to leave open on a shared computer. */
export const SESSION_MINUTES = 20;
const SCOPE = 'policyholder';

/** One answer for a wrong reference, a wrong date of birth, a wrong or used or expired code. */
export const NOT_MATCHED =
  'These details do not match, or the code is wrong or has expired. Please check them, or ask for a new code.';
export const CODE_SENT =
  'If these details match a policy, we have emailed a code to the address on it. It works for 15 minutes.';

/**
 * The policyholder's proof for the documents page: policy number (or web reference) and date of birth,
 * then a one-time code emailed to the policy's address; then a short token for that policy only.
 */
@Injectable()
export class PolicyholderAccess implements OnModuleInit {
  private readonly logger = new Logger(PolicyholderAccess.name);
  private readonly key: Buffer;

  constructor(
    private readonly codes: AccessCodesRepository,
    private readonly policies: PoliciesService,
    private readonly lockouts: LockoutService,
    private readonly mail: MailService,
    private readonly brand: BrandService,
    private readonly clock: Clock,
    private readonly housekeeping: Housekeeping,
    config: AppConfig,
  ) {
    const encryptionKey = config.ENCRYPTION_KEY && decodeEncryptionKey(config.ENCRYPTION_KEY);
    if (!encryptionKey) throw new Error('ENCRYPTION_KEY is not set: main.ts resolves it before start-up.');
    this.key = scopedAccessKey(encryptionKey, 'ivy policyholder access');
  }

  onModuleInit(): void {
    this.housekeeping.every('documents.forget-access-codes', 60 * MINUTE_MS, () =>
      this.codes.deleteExpired(this.clock.now()),
    );
  }

  /**
   * Emails a code when the details match; the answer is the same either way, and as quick: the code is
   * stored and mailed after the answer, so its time does not tell a match from none.
   */
  async requestCode(reference: string, dateOfBirth: string): Promise<void> {
    const policy = await this.matching(reference, dateOfBirth);
    if (!policy) return;
    void this.sendCode(policy).catch((error: unknown) => {
      // The visitor is told the same as for a wrong answer; the log says why nothing arrived.
      this.logger.error({ err: error, policy: policy.policyNumber }, 'The documents code could not be sent');
    });
  }

  private async sendCode(policy: PolicyView): Promise<void> {
    const code = newAccessCode();
    // A new code gets its own tries.
    await this.lockouts.clear(codeLockKey(policy._id));
    await this.codes.save(
      policy._id,
      accessCodeHash(policy._id, code),
      this.clock.in(CODE_MINUTES * MINUTE_MS),
    );
    await this.mail.send(documentsCodeMail(this.brand.name, policy, code));
  }

  /** The code, once: answers the token for the policy's page. */
  async openSession(
    reference: string,
    dateOfBirth: string,
    code: string,
  ): Promise<{ token: string; expiresAt: Date; policy: PolicyView }> {
    const policy = await this.matching(reference, dateOfBirth);
    if (!policy) throw new UnauthorizedException(NOT_MATCHED);
    // Counted before the code is read, so that guesses sent at once count one by one (the lock answers
    // like a wrong code: a 429 would tell that the details match).
    const attempt = await this.lockouts
      .attempt(codeLockKey(policy._id), NOT_MATCHED)
      .catch(() => Promise.reject(new UnauthorizedException(NOT_MATCHED)));
    const stored = await this.codes.find(policy._id);
    if (!stored || stored.expiresAt <= this.clock.now()) {
      await attempt.withdrawn();
      throw new UnauthorizedException(NOT_MATCHED);
    }
    if (!accessCodeMatches(policy._id, code, stored.codeHash)) {
      // The try that reaches the limit forgets the code: a new one must be asked for.
      await attempt.failed().catch(() => this.codes.useUp(policy._id, stored.codeHash));
      throw new UnauthorizedException(NOT_MATCHED);
    }
    await attempt.succeeded();
    // Used once: whoever deletes it first opens the session.
    if (!(await this.codes.useUp(policy._id, stored.codeHash))) throw new UnauthorizedException(NOT_MATCHED);
    const expiresAt = this.clock.in(SESSION_MINUTES * MINUTE_MS);
    return {
      token: `${policy._id}.${scopedAccessToken(SCOPE, policy._id, expiresAt, this.key)}`,
      expiresAt,
      policy,
    };
  }

  /** The policy a token opens now; 401 otherwise. */
  async policyOf(token: string | undefined): Promise<PolicyView> {
    const [policyId, ...rest] = (token ?? '').split('.');
    const valid =
      !!policyId && scopedAccessValid(SCOPE, policyId, rest.join('.'), this.key, this.clock.now());
    const policy = valid ? await this.policies.findById(policyId) : undefined;
    // An erased holder's kept policy opens for no token given before the erasure.
    if (!policy || policy.retainedFor)
      throw new UnauthorizedException(
        'Your documents session has ended. Please sign in again with a new code.',
      );
    return policy;
  }

  private async matching(reference: string, dateOfBirth: string): Promise<PolicyView | undefined> {
    const policy = await this.policies.findByReference(reference);
    return policy && !policy.retainedFor && sameDay(dateOfBirth, policy.holder.dateOfBirth)
      ? policy
      : undefined;
  }
}
