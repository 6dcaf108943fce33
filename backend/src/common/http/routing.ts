import { RequestMethod, type INestApplication } from '@nestjs/common';

export const API_PREFIX = 'api/v1';

/** The sandbox provider's hosted card page: a page of its own, as a real provider's would be. */
export const SANDBOX_PAGE_PREFIX = 'payments/sandbox';

/** Everything under /api/v1 except the few pages the API process serves itself. */
export function applyRouting(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX, {
    exclude: [{ path: `${SANDBOX_PAGE_PREFIX}/{*rest}`, method: RequestMethod.ALL }],
  });
}
