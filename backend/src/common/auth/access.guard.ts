import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ApiKeyRateLimit } from '../throttling/api-key-rate-limit';
import { Access, ACCESS, REQUIRED_SCOPES } from './access.decorators';
import { passesCsrfCheck } from './csrf';
import { ApiKeyPrincipal, PrincipalResolver, SessionPrincipal } from './principal';
import { permissionsOf } from './permissions';
import { IS_PUBLIC } from './public.decorator';

/**
 * The one global guard, deny by default: a route is open to visitors only with @Public(); otherwise
 * it needs a principal (session cookie or bearer API key) that its access rules admit. Every request of
 * a key counts against the key's own budget first, whatever the route then answers.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly principals: PrincipalResolver,
    private readonly keyBudget: ApiKeyRateLimit,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const principal = await this.principals.resolve(req);
    if (!principal) throw new UnauthorizedException('Please log in.');
    req.principal = principal;
    if (principal.kind === 'apiKey') {
      await this.keyBudget.spend(principal.key, context.switchToHttp().getResponse<Response>());
      this.checkScopes(
        principal,
        this.reflector.getAllAndOverride<string[] | undefined>(REQUIRED_SCOPES, targets),
      );
    } else {
      this.checkSession(
        principal,
        req,
        this.reflector.getAllAndOverride<Access | undefined>(ACCESS, targets),
      );
    }
    return true;
  }

  private checkScopes(principal: ApiKeyPrincipal, required: string[] | undefined): void {
    if (!required) throw new ForbiddenException('API keys cannot be used for this request.');
    const missing = required.filter((scope) => !principal.key.scopes.includes(scope));
    if (missing.length > 0)
      throw new ForbiddenException(`This API key lacks the scope ${missing.join(', ')}.`);
  }

  /** `access` undefined: the route names no permission, so it is for administrators only. */
  private checkSession(principal: SessionPrincipal, req: Request, access: Access | undefined): void {
    const partialAllowed = access?.role === 'signedIn' && access.allowPartial;
    if (principal.session.stage === 'partial' && !partialAllowed) {
      throw new ForbiddenException('Please complete two-factor verification first.');
    }
    if (!passesCsrfCheck(req, principal.session.csrfToken)) {
      throw new ForbiddenException('Invalid or missing CSRF token');
    }
    if (access?.role === 'signedIn') return;
    const allowed = access
      ? permissionsOf(principal.user).includes(access.permission)
      : principal.user.isAdmin;
    // Every permission a User lacks is an administrator's.
    if (!allowed) throw new ForbiddenException('This needs an administrator account.');
  }
}
