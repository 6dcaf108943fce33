import { Injectable } from '@nestjs/common';
import type { SessionStage } from '../../common/auth/principal';
import { randomToken, sha256 } from '../../common/crypto/tokens';
import { Clock } from '../../common/time/clock';
import { Housekeeping } from '../../common/time/housekeeping';
import { AppConfig } from '../../config/app-config';
import { Session } from './schemas/session.schema';
import { SessionsRepository } from './sessions.repository';
import { IssuedSession } from './session-cookies';

const MINUTE = 60_000;
/** A half-done login (password passed, 2FA pending) is short-lived. */
const PARTIAL_SESSION_MS = 10 * MINUTE;
/** Writing lastSeenAt on every request would double the database writes; a minute is precise enough. */
const TOUCH_EVERY_MS = MINUTE;
const SWEEP_EVERY_MS = 5 * MINUTE;

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export interface ActiveSession {
  id: string;
  userId: string;
  stage: SessionStage;
  csrfToken: string;
}

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    housekeeping: Housekeeping,
  ) {
    housekeeping.every('sessions.sweep', SWEEP_EVERY_MS, () => this.sweep());
  }

  private get idleMs(): number {
    return this.config.SESSION_IDLE_MINUTES * MINUTE;
  }

  async start(userId: string, stage: SessionStage, client: ClientInfo): Promise<IssuedSession> {
    const now = this.clock.now();
    const lifetime =
      stage === 'partial' ? PARTIAL_SESSION_MS : this.config.SESSION_ABSOLUTE_HOURS * 60 * MINUTE;
    const token = randomToken();
    const csrfToken = randomToken();
    const expiresAt = new Date(now.getTime() + lifetime);
    await this.sessions.create({
      _id: sha256(token),
      userId,
      stage,
      csrfToken,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 300),
    });
    return { token, csrfToken, expiresAt };
  }

  /**
   * The live session a cookie token opens, if any. Idle and absolute expiry are checked here rather
   * than in the filter, which keeps the lookup a pure `_id` match.
   */
  async find(token: string): Promise<ActiveSession | undefined> {
    const now = this.clock.now();
    const session = await this.sessions.findById(sha256(token));
    if (!session || !isLive(session, now, this.idleMs)) return undefined;
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
      await this.sessions.touch(session._id, now);
    }
    return {
      id: session._id,
      userId: String(session.userId),
      stage: session.stage,
      csrfToken: session.csrfToken,
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.sessions.delete(sessionId);
  }

  async revokeToken(token: string): Promise<void> {
    await this.revoke(sha256(token));
  }

  /** Ends every session of a user (password reset, deletion), optionally keeping the caller's own. */
  async revokeAllFor(userId: string, exceptSessionId?: string): Promise<void> {
    await this.sessions.deleteAllOf(userId, exceptSessionId);
  }

  /** FerretDB has no TTL indexes: expired sessions are deleted by this sweep (and ignored until then). */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    return this.sessions.deleteEnded(now, new Date(now.getTime() - this.idleMs));
  }
}

function isLive(session: Pick<Session, 'expiresAt' | 'lastSeenAt'>, now: Date, idleMs: number): boolean {
  return session.expiresAt > now && now.getTime() - session.lastSeenAt.getTime() < idleMs;
}
