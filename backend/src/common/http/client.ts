import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Who sent a public request, as far as bot checks and consent proof need to know. */
export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

export const Client = createParamDecorator((_: unknown, context: ExecutionContext): ClientInfo => {
  const req = context.switchToHttp().getRequest<Request>();
  return { ip: req.ip, userAgent: req.get('user-agent') };
});
