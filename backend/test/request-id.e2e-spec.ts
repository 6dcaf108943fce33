import { startTestApp, TestApp } from './harness/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every answer carries its request id: support finds the log line of any failure a user quotes. */
describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a malformed percent-encoding in an API path', '/api/v1/%E0%A4%A', 400],
    ['a malformed percent-encoding in a route parameter', '/api/v1/cms/sections/%E0%A4%A', 400],
    ['an unknown API path', '/api/v1/no-such-thing', 404],
  ])('answers %s with the id in the envelope and the header', async (_what, path, status) => {
    const res = await t.http().get(path).expect(status);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.body).toMatchObject({ ok: false, requestId: res.headers['x-request-id'] });
  });

  it.each([
    ['a missing file of the site', '/assets/no-such-chunk.js'],
    ['a missing upload', '/uploads/no-such-image-640.webp'],
    ['a missing document', '/documents/no-such-document'],
  ])('answers %s with the id in the header, and in the envelope when there is one', async (_what, path) => {
    const res = await t.http().get(path).expect(404);
    expect(res.headers['x-request-id']).toMatch(UUID);
    if (res.type === 'application/json') expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it.each([
    ['a page of the site', '/help-contact/faq'],
    ['a file of the site', '/assets/blog-abc.js'],
    ['the health check', '/api/v1/health'],
  ])('gives %s an id in the header', async (_what, path) => {
    const res = await t.http().get(path).expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it("keeps a proxy's well-formed id, even where the path cannot be decoded", async () => {
    const res = await t.http().get('/api/v1/%E0%A4%A').set('X-Request-Id', 'edge-req-0001').expect(400);
    expect(res.headers['x-request-id']).toBe('edge-req-0001');
    expect(res.body.requestId).toBe('edge-req-0001');
  });

  it('reads a body sent with the health check, answering a malformed one like any other route', async () => {
    const res = await t
      .http()
      .get('/api/v1/health')
      .set('Content-Type', 'application/json')
      .send('{"probe":')
      .expect(400);
    expect(res.body).toMatchObject({ ok: false, requestId: res.headers['x-request-id'] });
  });
});
