import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { type Permission, permissionsOf } from '../../common/auth/permissions';
import type { SessionPrincipal, SessionStage, UserView } from '../../common/auth/principal';
import { Envelope, ok } from '../../common/http/envelope';
import { AppConfig } from '../../config/app-config';
import { toUserView, UserRecord } from '../users';
import { SessionCookies, SessionsService } from '../sessions';

export interface SessionAnswer {
  user: UserView;
  is2FAEnabled: boolean;
  allowSkip2FA: boolean;
  stage: SessionStage;
  permissions: readonly Permission[];
}

/** Login, logout and the state of the caller's session. */
@Injectable()
export class AuthService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly cookies: SessionCookies,
    private readonly config: AppConfig,
  ) {}

  settings() {
    return {
      is2FAEnabled: this.config.TWO_FACTOR_ENABLED,
      allowSkip2FA: this.config.ALLOW_SKIP_2FA,
      allowSignup: this.config.ALLOW_SIGNUP,
    };
  }

  /** The password passed (passport-local): a partial session while 2FA is required, else a full one. */
  async login(user: UserRecord, req: Request, res: Response): Promise<Envelope<SessionAnswer>> {
    const view = toUserView(user);
    const stage: SessionStage = this.config.TWO_FACTOR_ENABLED ? 'partial' : 'full';
    await this.startSession(view._id, stage, req, res);
    return this.answer(view, stage);
  }

  current(principal: SessionPrincipal): Envelope<SessionAnswer> {
    return this.answer(principal.user, principal.session.stage);
  }

  answer(user: UserView, stage: SessionStage): Envelope<SessionAnswer> {
    const state = {
      user,
      is2FAEnabled: this.config.TWO_FACTOR_ENABLED,
      allowSkip2FA: this.config.ALLOW_SKIP_2FA,
      stage,
      permissions: permissionsOf(user),
    };
    return ok(state, stageMessage(user, stage));
  }

  /**
   * Ends the caller's session (if any) and opens a new one under a new id: at login and when 2FA
   * upgrades the session, so an id seen before authentication is worth nothing after.
   */
  async startSession(userId: string, stage: SessionStage, req: Request, res: Response): Promise<void> {
    const previous = this.cookies.read(req);
    if (previous) await this.sessions.revokeToken(previous);
    const issued = await this.sessions.start(userId, stage, { ip: req.ip, userAgent: req.get('user-agent') });
    this.cookies.write(res, issued);
  }

  async logout(req: Request, res: Response): Promise<void> {
    const token = this.cookies.read(req);
    if (token) await this.sessions.revokeToken(token);
    this.cookies.clear(res);
  }
}

function stageMessage(user: UserView, stage: SessionStage): string {
  if (stage === 'full') return 'Logged in.';
  return user.twoFactor.isVerified
    ? 'Enter the code from your authenticator app.'
    : 'Set up two-factor authentication to continue.';
}
