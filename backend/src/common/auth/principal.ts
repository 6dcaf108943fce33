import type { Request } from 'express';

/** A user as every answer shows them (SPEC section 3): never a hash, token or secret. */
export interface UserView {
  _id: string;
  first_name: string;
  last_name: string;
  email: string;
  isAdmin: boolean;
  /** Set only on an account made by sign-up, which is not staff. */
  selfRegistered?: true;
  createdAt: Date;
  isTwoFactorEnabled: boolean;
  twoFactor: { isVerified: boolean };
}

/** `partial`: the password passed but two-factor did not yet; such a session may only finish 2FA. */
export type SessionStage = 'partial' | 'full';

export interface SessionPrincipal {
  kind: 'session';
  user: UserView;
  session: { id: string; stage: SessionStage; csrfToken: string };
}

export interface ApiKeyPrincipal {
  kind: 'apiKey';
  /** `rateLimitPerMinute`: the key's own budget, or the default (`API_KEY_RATE_LIMIT`). */
  key: { id: string; name: string; scopes: string[]; rateLimitPerMinute: number };
}

/** Who is calling: a staff session or an integrator's API key. */
export type Principal = SessionPrincipal | ApiKeyPrincipal;

/** Who did something, as the audit log records it. */
export interface Actor {
  type: 'user' | 'apiKey' | 'system';
  id: string;
  label: string;
  requestId?: string;
}

/**
 * Finds the principal of a request (bearer key or session cookie). Implemented by the auth module;
 * the global guard depends only on this port. Throws 401 for a key that is unknown or revoked.
 */
export abstract class PrincipalResolver {
  abstract resolve(req: Request): Promise<Principal | undefined>;
}

declare module 'express-serve-static-core' {
  interface Request {
    principal?: Principal;
  }
}

export function actorOf(principal: Principal, requestId?: string): Actor {
  return principal.kind === 'session'
    ? { type: 'user', id: principal.user._id, label: principal.user.email, requestId }
    : { type: 'apiKey', id: principal.key.id, label: principal.key.name, requestId };
}
