import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { logInAsAdmin } from '#test/harness/identity';
import { DEMO_PAID_WITH_DOCUMENTS, RenewalsSeeder } from './renewals.seeder';

describe('the demo renewals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('number the history from the deployment key, replacing the sequence earlier versions seeded', async () => {
    const renewals = t.app.get<Connection>(getConnectionToken()).db!.collection('renewals');
    await t.app.get(RenewalsSeeder).seed();
    const seeded = await renewals.countDocuments({ importId: 'demo' });
    const sequential = { importId: 'demo', policyNumber: 'IVY-R-200007' };
    await renewals.insertOne({ ...sequential, dateOfBirth: '1967-08-17' });
    await t.app.get(RenewalsSeeder).seed();
    expect(await renewals.countDocuments(sequential)).toBe(0);
    expect(await renewals.countDocuments({ importId: 'demo' })).toBe(seeded);
    const numbers = (await renewals.find({ importId: 'demo' }).toArray()).map((r) => String(r.policyNumber));
    expect(numbers.filter((number) => /^IVY-R-2\d{5}$/.test(number))).toEqual([]);
    expect(numbers).toContain('IVY-R-100001');
  });

  it('give two paid renewals their documents, so staff can resend them on a fresh run', async () => {
    const db = t.app.get<Connection>(getConnectionToken()).db!;
    await t.app.get(RenewalsSeeder).seed();
    await t.app.get(RenewalsSeeder).seed();
    const sets = await db
      .collection('policy_documents')
      .find({ policyId: /^renewal:/ })
      .toArray();
    expect(sets).toHaveLength(DEMO_PAID_WITH_DOCUMENTS);
    const admin = await logInAsAdmin(t);
    const renewalId = String(sets[0].policyId).split(':')[1];
    const documents = await admin.get(`/api/v1/renewals/${renewalId}/staff-documents`).expect(200);
    expect(documents.body.documents.documents.map((d: { kind: string }) => d.kind)).toEqual([
      'schedule',
      'certificate',
      'disc',
    ]);
  });
});
