import { Injectable } from '@nestjs/common';
import type { CookieOptions, Request, Response } from 'express';
import { CSRF_COOKIE } from '../../common/auth/csrf';
import { AppConfig } from '../../config/app-config';
import { SESSION_COOKIE } from '../../common/auth/session-cookie';

export interface IssuedSession {
  token: string;
  csrfToken: string;
  expiresAt: Date;
}

/** The session cookie (httpOnly) and its readable CSRF twin, always set and cleared together. */
@Injectable()
export class SessionCookies {
  constructor(private readonly config: AppConfig) {}

  private options(httpOnly: boolean): CookieOptions {
    return { httpOnly, sameSite: 'lax', secure: this.config.secureCookies, path: '/' };
  }

  read(req: Request): string | undefined {
    const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[SESSION_COOKIE];
    return typeof value === 'string' && value.length > 0 ? value : undefined;
  }

  write(res: Response, session: IssuedSession): void {
    res.cookie(SESSION_COOKIE, session.token, { ...this.options(true), expires: session.expiresAt });
    res.cookie(CSRF_COOKIE, session.csrfToken, { ...this.options(false), expires: session.expiresAt });
  }

  clear(res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.options(true));
    res.clearCookie(CSRF_COOKIE, this.options(false));
  }
}
