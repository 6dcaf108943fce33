import type { Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import { Readiness } from '../modules/health';

/**
 * A graceful stop: readiness answers 503 at once, the server accepts no new connection and lets the
 * requests in flight finish (cut after `drainMs`), then the app's shutdown hooks run (settlements in
 * progress finish, job leases are released, the database connection closes).
 */
export async function shutDown(app: INestApplication, drainMs: number): Promise<void> {
  app.get(Readiness).markStopping();
  await closeServer(app.getHttpServer() as Server, drainMs);
  await app.close();
}

function closeServer(server: Server, drainMs: number): Promise<void> {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), drainMs);
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
  });
}
