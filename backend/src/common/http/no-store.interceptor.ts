import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';

export const NO_STORE = 'no-store';

/**
 * Every answer of a Nest route says `Cache-Control: no-store` unless the route says otherwise: most carry
 * someone's data (a quote, a policy and its PDFs, a data-subject export, a staff list), and a browser's or
 * a proxy's copy would outlive the session that was allowed to see it. Set before the handler runs, so
 * the errors it throws carry it too. A route that may be cached says so with `@Header('Cache-Control', …)`,
 * which Nest applies before interceptors (so it is kept here), or with its own `res.setHeader`, as public
 * assets do, which comes after.
 */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const res = context.switchToHttp().getResponse<Response>();
      if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', NO_STORE);
    }
    return next.handle();
  }
}
