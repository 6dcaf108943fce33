import { Injectable, UnauthorizedException } from '@nestjs/common';
import { Clock } from '../../common/time/clock';
import { AppConfig } from '../../config/app-config';
import { decodeEncryptionKey } from '../../config/encryption-key-rule';
import { renewalAccessKey, renewalAccessToken, renewalAccessValid } from './domain/renewal-access';

export const RENEWAL_TOKEN_HEADER = 'X-Renewal-Token';

const HOUR_MS = 3_600_000;
/** A lookup holds for a visit; an invitation link until a month after the renewal date. */
const LOOKUP_HOURS = 2;
const LINK_DAYS_AFTER_RENEWAL = 30;

/** The customer's signed access to one renewal (domain/renewal-access.ts). */
@Injectable()
export class RenewalAccess {
  private readonly key: Buffer;

  constructor(
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    const encryptionKey = config.ENCRYPTION_KEY && decodeEncryptionKey(config.ENCRYPTION_KEY);
    if (!encryptionKey) throw new Error('ENCRYPTION_KEY is not set: main.ts resolves it before start-up.');
    this.key = renewalAccessKey(encryptionKey);
  }

  forVisit(renewalId: string): string {
    return renewalAccessToken(renewalId, this.clock.in(LOOKUP_HOURS * HOUR_MS), this.key);
  }

  /** The invitation email's link to the renewal's page. */
  link(renewalId: string, renewalDate: string): string {
    const until = new Date(Date.parse(`${renewalDate}T00:00:00Z`) + LINK_DAYS_AFTER_RENEWAL * 24 * HOUR_MS);
    const token = renewalAccessToken(renewalId, until, this.key);
    return `${this.config.publicUrl}/renewals/${renewalId}?${new URLSearchParams({ token })}`;
  }

  /** 401 unless the token opens this renewal now. */
  check(renewalId: string, token: string | undefined): void {
    if (!token || !renewalAccessValid(renewalId, token, this.key, this.clock.now())) {
      throw new UnauthorizedException(
        'This renewal link has expired. Please find your renewal with your policy number and date of birth.',
      );
    }
  }
}
