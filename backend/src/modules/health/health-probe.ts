import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { ok } from '../../common/http/envelope';
import { REQUEST_ID_HEADER, requestIdFor } from '../../common/logging/request-id';
import { HealthService } from './health.service';

export const HEALTH_PATH = '/api/v1/health';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Answers a healthy `GET /api/v1/health` before Express sees it. Load balancers and uptime checks probe this many
 * times a second; sending each through helmet, compression, cookies, request logging and the Nest pipeline cost
 * five times what the answer itself does (issue 2's budget: at least 60% of a bare Node server). The answer is
 * the controller's own envelope from the same HealthService. An unhealthy database is rare and worth the full
 * pipeline, so that case falls through to the controller: its 503 envelope, request id and log line. So does a
 * probe that sends a body, which the full pipeline reads (and refuses when it is not JSON).
 */
export function answerHealthAtEdge(server: Server, health: HealthService): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const next: RequestListener = (request, response) => {
    for (const listener of listeners) listener(request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || request.url !== HEALTH_PATH || hasBody(request)) {
      return next(request, response);
    }
    health.check().then(
      (status) => {
        const body = JSON.stringify(ok(status, 'OK'));
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': Buffer.byteLength(body),
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          [REQUEST_ID_HEADER]: requestIdFor(request),
        });
        response.end(body);
      },
      () => next(request, response),
    );
  });
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
