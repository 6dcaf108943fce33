// A webhook endpoint that trusts only deliveries signed with its secret (Standard Webhooks), using the
// packed SDK's verifyWebhook.
//
//   IVY_WEBHOOK_SECRET=whsec_… PORT=4000 node webhook-receiver.mjs
import http from 'node:http';
import { verifyWebhook, WebhookVerificationError } from '@ivy/api-client';

const secret = process.env.IVY_WEBHOOK_SECRET;
if (!secret) {
  console.error('Set IVY_WEBHOOK_SECRET to the endpoint secret (whsec_…) shown when it was registered.');
  process.exit(2);
}
// A delivery can arrive more than once (a retry after a lost answer): webhook-id tells them apart. A real
// receiver keeps these in its database.
const seen = new Set();

const server = http.createServer(async (request, response) => {
  if (request.method !== 'POST') return response.writeHead(405).end();
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  try {
    // The body exactly as it came: re-serialised JSON would not match the signature.
    const event = verifyWebhook(Buffer.concat(chunks), request.headers, secret);
    const id = request.headers['webhook-id'];
    if (!seen.has(id)) {
      seen.add(id);
      console.log(`${id} ${event.type ?? 'event'}`);
    }
    response.writeHead(204).end();
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      console.warn(`Refused a delivery: ${error.message}`);
      response.writeHead(400, { 'Content-Type': 'text/plain' }).end(error.reason);
    } else {
      // Anything but 2xx makes Ivy deliver again later, which is what a receiver's own failure wants.
      console.error(error);
      response.writeHead(500).end();
    }
  }
});

server.listen(Number(process.env.PORT ?? 4000), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`Listening for webhooks on http://127.0.0.1:${port}/`);
});
