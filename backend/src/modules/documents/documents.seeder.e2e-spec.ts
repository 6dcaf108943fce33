import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { logInAsAdmin } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { QuoteDemoSeeder } from '../quotes/quotes.seeder';
import { DEMO_POLICIES_WITH_DOCUMENTS, DocumentsDemoSeeder } from './documents.seeder';

describe('the demo policies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('have their documents, so staff can resend and reissue them on a fresh run', async () => {
    const sets = t.app.get<Connection>(getConnectionToken()).db!.collection('policy_documents');
    await t.app.get(QuoteDemoSeeder).seed();
    await t.app.get(DocumentsDemoSeeder).seed();
    await t.app.get(DocumentsDemoSeeder).seed();
    const issued = await sets.find().toArray();
    expect(issued).toHaveLength(DEMO_POLICIES_WITH_DOCUMENTS);

    const admin = await logInAsAdmin(t);
    const policyId = String(issued[0].policyId);
    await admin.post(`/api/v1/policy-documents/${policyId}/resend`).expect(200);
    const reissued = await admin
      .post(`/api/v1/policy-documents/${policyId}/reissue`)
      .send({ reason: 'Trying it out' })
      .expect(200);
    expect(reissued.body.message).toBe('Version 2 issued.');
  });
});
