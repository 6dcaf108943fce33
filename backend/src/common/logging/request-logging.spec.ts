import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { loadConfig } from '../../config/app-config';
import { requestLogging } from './request-logging';

/** An app with nothing but the request logging in front of a handler that answers with the id it sees. */
function appLogging() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.use(requestLogging(loadConfig({ LOG_LEVEL: 'info' }), sink));
  app.use((req, res) => {
    res.status(404).json({ requestId: req.id });
  });
  return { app, lines };
}

describe('request logging', () => {
  it('gives a request that no route can decode the same id in the header, the answer and the log line', async () => {
    const { app, lines } = appLogging();
    const res = await request(app).get('/api/v1/%E0%A4%A').expect(404);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(id);
    expect(lines).toEqual([
      expect.objectContaining({
        req: { id, method: 'GET', url: '/api/v1/%E0%A4%A' },
        msg: 'request completed',
      }),
    ]);
  });

  it("takes a proxy's well-formed id, and makes its own for any other", async () => {
    const { app, lines } = appLogging();
    const echoed = await request(app).get('/x').set('X-Request-Id', 'edge-1234.abcd');
    expect(echoed.headers['x-request-id']).toBe('edge-1234.abcd');
    const replaced = await request(app).get('/x').set('X-Request-Id', 'bad id {"forged":true}');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => (line.req as { id: string }).id)).toEqual([
      'edge-1234.abcd',
      replaced.headers['x-request-id'],
    ]);
  });
});
