import { once } from 'node:events';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StripeCall {
  method: string;
  path: string;
  /** Form fields as the SDK encodes them, e.g. `line_items[0][price_data][unit_amount]`. */
  form: Record<string, string>;
  idempotencyKey?: string;
  authorization?: string;
}

async function read(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A stand-in for api.stripe.com with the two calls the Stripe adapter makes (create and expire a
 * Checkout Session), answering like Stripe, idempotency keys included.
 */
export class FakeStripe {
  readonly calls: StripeCall[] = [];
  /** Set to make the next calls fail as an outage would. */
  failing = false;
  private readonly sessions = new Map<string, Record<string, unknown>>();
  private readonly byIdempotencyKey = new Map<string, Record<string, unknown>>();
  private server?: Server;

  async start(): Promise<{ host: string; port: number }> {
    this.server = createServer((req, res) => {
      void this.answer(req).then(([status, body]) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': 'req_fake' });
        res.end(JSON.stringify(body));
      });
    });
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return { host: '127.0.0.1', port: (this.server.address() as AddressInfo).port };
  }

  async stop(): Promise<void> {
    this.server?.close();
    if (this.server) await once(this.server, 'close');
  }

  session(id: string): Record<string, unknown> | undefined {
    return this.sessions.get(id);
  }

  private async answer(req: IncomingMessage): Promise<[number, unknown]> {
    const call: StripeCall = {
      method: req.method ?? '',
      path: req.url ?? '',
      form: Object.fromEntries(new URLSearchParams(await read(req))),
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    };
    this.calls.push(call);
    if (this.failing) return [500, { error: { type: 'api_error', message: 'Fake outage' } }];
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') return [200, this.create(call)];
    const expire = /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/.exec(call.path);
    const session = expire && this.sessions.get(expire[1]);
    if (call.method === 'POST' && session) {
      session.status = 'expired';
      return [200, session];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `No route ${call.method} ${call.path}` } },
    ];
  }

  private create(call: StripeCall): Record<string, unknown> {
    const replay = call.idempotencyKey ? this.byIdempotencyKey.get(call.idempotencyKey) : undefined;
    if (replay) return replay;
    const id = `cs_test_${this.sessions.size + 1}${Date.now()}`;
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: Number(call.form['line_items[0][price_data][unit_amount]']),
      currency: call.form['line_items[0][price_data][currency]'],
      client_reference_id: call.form.client_reference_id,
      metadata: { paymentId: call.form['metadata[paymentId]'] },
      payment_intent: null,
    };
    this.sessions.set(id, session);
    if (call.idempotencyKey) this.byIdempotencyKey.set(call.idempotencyKey, session);
    return session;
  }
}
