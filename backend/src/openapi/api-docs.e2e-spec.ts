import { readFileSync } from 'node:fs';
import { startTestApp, TestApp } from '../../test/harness/test-app';
import { API_GUIDE_FILE } from './openapi-document';

describe('the API documentation the app serves', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("opens with the integrator's guide, names its base and contact, and states every operation's security", async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
      info: { description: string; contact: { email: string } };
      servers: { url: string }[];
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(doc.info.description).toBe(readFileSync(API_GUIDE_FILE, 'utf8'));
    expect(doc.info.description).toContain('## Authentication');
    expect(doc.info.contact.email).toMatch(/@/);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const unstated = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => !Array.isArray(op.security))
        .map(([method]) => `${method} ${path}`),
    );
    expect(unstated).toEqual([]);
    await t.http().get('/api/docs').expect(200).expect('Content-Type', /html/);
  });
});
