import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import type { Request } from 'express';
import { Actor, actorOf, Principal, SessionPrincipal, UserView } from './principal';

function principalOf(context: ExecutionContext): { req: Request; principal: Principal } {
  const req = context.switchToHttp().getRequest<Request>();
  if (!req.principal) throw new UnauthorizedException('Please log in.');
  return { req, principal: req.principal };
}

/** The caller: a staff session or an API key (set by the global access guard). */
export const CurrentPrincipal = createParamDecorator(
  (_: unknown, context: ExecutionContext): Principal => principalOf(context).principal,
);

/** The session of the caller; only for routes that API keys cannot reach. */
export const CurrentSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): SessionPrincipal => {
    const { principal } = principalOf(context);
    if (principal.kind !== 'session') throw new UnauthorizedException('This needs a staff session.');
    return principal;
  },
);

/** The signed-in user, or undefined when an API key calls. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): UserView | undefined => {
    const { principal } = principalOf(context);
    return principal.kind === 'session' ? principal.user : undefined;
  },
);

/** Who is acting, with the request id, ready for AuditService.record. */
export const CurrentActor = createParamDecorator((_: unknown, context: ExecutionContext): Actor => {
  const { req, principal } = principalOf(context);
  return actorOf(principal, req.id === undefined ? undefined : String(req.id));
});
