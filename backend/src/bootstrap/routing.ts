import type { INestApplication } from '@nestjs/common';

export const API_PREFIX = 'api/v1';

/** Everything under /api/v1 except the few pages the API process serves itself. */
export function applyRouting(app: INestApplication): void {
  app.setGlobalPrefix(API_PREFIX);
}
