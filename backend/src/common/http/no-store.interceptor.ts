import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';

export const NO_STORE = 'no-store';

/**
 * Every answer of a Nest route says `Cache-Control: no-store` unless the route says otherwise: most carry
 * someone's data (a quote, a policy and its PDFs, a data-subject export, a staff list), and a browser's or
 * a proxy's copy would outlive the session that was allowed to see it. Set before the handler runs, so
 * the errors it throws carry it too; a route that may be cached (`@Header('Cache-Control', …)`, or its own
 * `res.setHeader`, as public assets do) replaces it, since both are applied after this.
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http')
      context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', NO_STORE);
    return next.handle();
  }
}
