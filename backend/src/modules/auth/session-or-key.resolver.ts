import { Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { Principal, PrincipalResolver } from '../../common/auth/principal';
import { UsersService } from '../users';
import { ApiKeysService } from './api-keys/api-keys.service';
import { SessionCookies, SessionsService } from '../sessions';

function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** A bearer API key when one is sent (it then decides alone), otherwise the session cookie. */
@Injectable()
export class SessionOrKeyResolver extends PrincipalResolver {
  constructor(
    private readonly apiKeys: ApiKeysService,
    private readonly sessions: SessionsService,
    private readonly cookies: SessionCookies,
    private readonly users: UsersService,
  ) {
    super();
  }

  async resolve(req: Request): Promise<Principal | undefined> {
    const bearer = bearerToken(req);
    if (bearer) return { kind: 'apiKey', key: await this.apiKeys.authenticate(bearer) };
    const token = this.cookies.read(req);
    const session = token ? await this.sessions.find(token) : undefined;
    if (!session) return undefined;
    const user = await this.users.find(session.userId);
    if (!user) {
      await this.sessions.revoke(session.id);
      return undefined;
    }
    return {
      kind: 'session',
      user,
      session: { id: session.id, stage: session.stage, csrfToken: session.csrfToken },
    };
  }
}
