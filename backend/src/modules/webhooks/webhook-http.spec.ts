import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pinnedLookup, postToCheckedHost } from './webhook-http';

const init = { headers: { 'content-type': 'application/json' }, body: '{"ok":true}', timeoutMs: 300 };

describe('webhook deliveries connect to the address the SSRF check passed', () => {
  let server: Server;
  let port: number;
  const hosts: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hosts.push(String(req.headers.host));
      req.resume().on('end', () => res.writeHead(204).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => hosts.splice(0));

  it('cannot be rebound to a private address between the check and the connection', async () => {
    // Public when checked, our own machine afterwards: a second resolution would reach the receiver.
    const answers = [['198.51.100.7'], ['127.0.0.1']];
    const lookup = jest.fn(async () => answers.shift() ?? ['127.0.0.1']);
    const result = await postToCheckedHost(
      `https://hooks.example.test:${port}/in`,
      { production: true, lookup },
      init,
    );
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(result.status).toBeUndefined();
    expect(hosts).toEqual([]);
  });

  it('connects to the pinned address, keeping the host name for the request (and TLS)', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request(
        `http://rebound.invalid:${port}/in`,
        { method: 'POST', lookup: pinnedLookup(['127.0.0.1']) },
        (res) => resolve(res.resume().statusCode),
      );
      req.on('error', reject).end();
    });
    expect(status).toBe(204);
    expect(hosts).toEqual([`rebound.invalid:${port}`]);
  });

  it('refuses a host that resolves to a private address when checked', async () => {
    const result = await postToCheckedHost(
      `https://hooks.example.test:${port}/in`,
      { production: true, lookup: async () => ['10.0.0.5'] },
      init,
    );
    expect(result.error).toMatch(/public address/);
  });

  it('outside production, posts to a loopback receiver and answers its status', async () => {
    const lookup = jest.fn(async () => ['198.51.100.7']);
    const result = await postToCheckedHost(
      `http://127.0.0.1:${port}/in`,
      { production: false, lookup },
      init,
    );
    expect(result).toEqual({ status: 204 });
    expect(hosts).toEqual([`127.0.0.1:${port}`]);
    expect(lookup).not.toHaveBeenCalled();
  });
});
