import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The status the receiver answered. */
  status: number;
}

/**
 * Standard Webhooks verification as a receiver would write it from the specification, apart from the
 * signer: true when one of the header's `v1,` entries is the HMAC of `<id>.<timestamp>.<body>`.
 */
export function verifiesWith(secret: string, received: Received): boolean {
  const id = String(received.headers['webhook-id']);
  const timestamp = String(received.headers['webhook-timestamp']);
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${received.body}`).digest('base64');
  return String(received.headers['webhook-signature'])
    .split(' ')
    .some((entry) => entry === `v1,${expected}`);
}

/** A webhook receiver on 127.0.0.1 that records every request and can be told to fail. */
export class WebhookReceiver {
  readonly received: Received[] = [];
  /** Answers 500 to this many requests before answering 200 again. */
  failNext = 0;
  private readonly server: Server;
  private readonly waiters: { ready: () => boolean; resolve: () => void }[] = [];

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const status = this.failNext > 0 ? 500 : 200;
        if (this.failNext > 0) this.failNext--;
        this.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
        res.writeHead(status).end();
        for (const waiter of [...this.waiters]) {
          if (waiter.ready()) {
            this.waiters.splice(this.waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
        }
      });
    });
  }

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** The requests it accepted (answered 200). */
  get accepted(): Received[] {
    return this.received.filter((request) => request.status === 200);
  }

  /** Resolves once `ready` holds after some request (at once if it already does). */
  until(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ ready, resolve }));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
