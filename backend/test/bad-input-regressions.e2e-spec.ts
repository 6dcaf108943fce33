import { CmsSeeder } from '../src/modules/cms/cms.seeder';
import { storedKeys, useAdminApp } from '../src/modules/uploads/uploads-testing.fixture';
import { DEEPLY_NESTED, jsonText, MULTIPART_BOUNDARY, truncatedMultipart } from './harness/openapi-probes';

/** The bad input that answered 500 before the shared pipe, filter and multipart reader handled it. */
describe('bad input that once answered 500', () => {
  const app = useAdminApp();

  const expectRefused = (body: Record<string, unknown>) =>
    expect(body).toMatchObject({ ok: false, message: expect.any(String), errors: expect.any(Object) });

  describe.each([
    ['an image upload', '/api/v1/uploads', 'image', 'uploads', 'uploads/'],
    ['a renewals import', '/api/v1/renewals/imports', 'file', 'renewal_imports', 'renewal-imports/'],
  ])('%s', (_name, path, field, collection, filesPrefix) => {
    it('refuses a multipart body that is cut off, storing nothing', async () => {
      const res = await app.admin
        .post(path)
        .set('Content-Type', `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`)
        .send(truncatedMultipart(field))
        .expect(400);
      expectRefused(res.body);
      expect(await app.db.collection(collection).countDocuments()).toBe(0);
      expect(await storedKeys(app.t, filesPrefix)).toEqual([]);
    });

    it('refuses a multipart body without a boundary', async () => {
      const res = await app.admin
        .post(path)
        .set('Content-Type', 'multipart/form-data')
        .send(truncatedMultipart(field))
        .expect(400);
      expectRefused(res.body);
      expect(await app.db.collection(collection).countDocuments()).toBe(0);
    });

    it('answers 415 for multipart that is not form-data', async () => {
      const res = await app.admin
        .post(path)
        .set('Content-Type', `multipart/mixed; boundary=${MULTIPART_BOUNDARY}`)
        .send(truncatedMultipart(field))
        .expect(415);
      expectRefused(res.body);
    });
  });

  it('answers a failed CSV download in JSON, not as a file', async () => {
    const res = await app.admin.post('/api/v1/statistics/explore/csv').send({}).expect(400);
    expect(res.type).toBe('application/json');
    expect(res.headers['content-disposition']).toBeUndefined();
    expectRefused(res.body);
  });

  describe('a CMS section save', () => {
    const hero = () => app.db.collection('cms_sections').findOne({ page: 'home', key: 'hero' });

    beforeAll(() => app.t.app.get(CmsSeeder).seed());

    it.each([
      ['a null item', [null]],
      ['an item that is a list', [[{ kind: 'step' }]]],
      ['a deeply nested item', [DEEPLY_NESTED]],
      ['an item whose kind is deeply nested', [{ kind: DEEPLY_NESTED, title: 'x', text: 'y' }]],
      ['an item with a deeply nested field', [{ kind: 'step', title: DEEPLY_NESTED, text: 'y' }]],
    ])('refuses %s, naming the items, and changes nothing', async (_what, items) => {
      const before = await hero();
      const res = await app.admin
        .put(`/api/v1/cms/sections/${String(before?._id)}`)
        .type('application/json')
        .send(jsonText({ version: before?.version, title: 'Changed', items }))
        .expect(400);
      expectRefused(res.body);
      expect(Object.keys(res.body.errors).some((field) => field.startsWith('items'))).toBe(true);
      expect(await hero()).toEqual(before);
    });
  });
});
