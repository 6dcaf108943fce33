import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy in front may send as its own id: anything else could forge or break a log line. */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

/** The id of one request: the proxy's when it sent a well-formed one, so both logs agree; a new one otherwise. */
export function requestIdFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}
