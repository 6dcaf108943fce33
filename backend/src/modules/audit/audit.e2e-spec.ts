import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { Clock } from '../../common/time/clock';
import { INSTANT_MESSAGE } from '../../common/validation/calendar-day';
import { createUser, logIn, logInAsAdmin, TestSession } from '#test/harness/identity';
import { startTestApp, TestApp } from '#test/harness/test-app';
import { subjectOf } from '../../common/data-protection/subject';
import { AuditPersonalData, ERASED_ACTOR } from './audit.personal-data';
import { AuditService } from './audit.service';

describe('audit log', () => {
  let t: TestApp;
  let admin: TestSession;
  const system = { type: 'system' as const, id: 'job', label: 'renewals job' };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await logInAsAdmin(t);
    const audit = t.app.get(AuditService);
    const clock = t.app.get(Clock);
    const at = (iso: string) => jest.spyOn(clock, 'now').mockReturnValueOnce(new Date(iso));
    at('2026-01-10T10:00:00Z');
    await audit.record(system, {
      action: 'renewal.import',
      targetType: 'renewal',
      targetId: 'r1',
      after: { count: 3 },
    });
    at('2026-02-10T10:00:00Z');
    await audit.record(system, {
      action: 'setting.update',
      targetType: 'setting',
      before: { smtpPassword: 'hunter2', nested: { apiToken: 't' }, value: 1 },
      after: { value: 2 },
    });
    jest.restoreAllMocks();
  });
  afterAll(() => t.close());

  it('records who did what to which record, without secrets, newest first', async () => {
    const user = await createUser(t);
    await admin.delete(`/api/v1/users/delete/${user._id}`).expect(200);
    const res = await admin.get('/api/v1/audit').expect(200);
    expect(res.body).toMatchObject({ ok: true, page: 0, page_size: 10 });
    expect(res.body.data[0]).toMatchObject({
      action: 'user.delete',
      actor: { type: 'user', id: admin.user._id, label: admin.user.email },
      targetType: 'user',
      targetId: user._id,
      requestId: expect.any(String),
      at: expect.any(String),
    });
    const setting = res.body.data.find((e: { action: string }) => e.action === 'setting.update');
    expect(setting.before).toEqual({ value: 1 });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });

  it('filters by actor, action, target type and time', async () => {
    const byActor = await admin.get('/api/v1/audit').query({ actor: 'Renewals Job' }).expect(200);
    expect(byActor.body.total_items).toBe(2);
    const byId = await admin.get('/api/v1/audit').query({ actor: 'job' }).expect(200);
    expect(byId.body.total_items).toBe(2);
    const byAction = await admin.get('/api/v1/audit').query({ action: 'renewal.import' }).expect(200);
    expect(byAction.body.data.map((e: { targetId: string }) => e.targetId)).toEqual(['r1']);
    const renewalActions = await admin.get('/api/v1/audit').query({ action: 'Renewal' }).expect(200);
    expect(renewalActions.body.data.map((e: { action: string }) => e.action)).toEqual(['renewal.import']);
    const nothing = await admin.get('/api/v1/audit').query({ action: 'newal' }).expect(200);
    expect(nothing.body.total_items).toBe(0);
    const byPartOfLabel = await admin.get('/api/v1/audit').query({ actor: 'renewals' }).expect(200);
    expect(byPartOfLabel.body.total_items).toBe(2);
    const byType = await admin.get('/api/v1/audit').query({ targetType: 'setting' }).expect(200);
    expect(byType.body.total_items).toBe(1);
    const inJanuary = await admin
      .get('/api/v1/audit')
      .query({ from: '2026-01-01T00:00:00Z', to: '2026-01-31T23:59:59Z' })
      .expect(200);
    expect(inJanuary.body.data.map((e: { action: string }) => e.action)).toEqual(['renewal.import']);
    const fromFebruary = await admin
      .get('/api/v1/audit')
      .query({ from: '2026-02-01', to: '2026-02-28' })
      .expect(200);
    expect(fromFebruary.body.data.map((e: { action: string }) => e.action)).toEqual(['setting.update']);
  });

  it('offers the actions and actors it knows', async () => {
    const res = await admin.get('/api/v1/audit/known').expect(200);
    expect(res.body.actions).toEqual(expect.arrayContaining(['renewal.import', 'setting.update']));
    expect(res.body.actors).toContain('renewals job');
    const user = await createUser(t);
    const stranger = await logIn(t, user.email, user.password);
    await stranger.get('/api/v1/audit/known').expect(403);
  });

  it('keeps the names in a registry, filled once from a log written before it', async () => {
    const db = t.app.get<Connection>(getConnectionToken()).db!;
    await db.collection('audit_log').insertOne({
      at: new Date('2026-03-01T10:00:00Z'),
      actor: { type: 'system', id: 'old', label: 'Old job' },
      actorId: 'old',
      actorLabel: 'old job',
      action: 'legacy.thing',
      targetType: 'legacy',
    });
    // A log read every time would find the entry at once; the registry knows it only after the backfill.
    let res = await admin.get('/api/v1/audit').query({ action: 'legacy' }).expect(200);
    expect(res.body.total_items).toBe(0);
    await db.collection('audit_names').deleteMany({});
    await t.app.get(AuditService).onApplicationBootstrap();
    res = await admin.get('/api/v1/audit/known').expect(200);
    expect(res.body.actions).toEqual(expect.arrayContaining(['legacy.thing', 'renewal.import']));
    expect(res.body.actors).toEqual(expect.arrayContaining(['old job', 'renewals job']));
    res = await admin.get('/api/v1/audit').query({ action: 'legacy' }).expect(200);
    expect(res.body.total_items).toBe(1);
  });

  it('names an erased actor no more in its pick-list', async () => {
    const leaver = { type: 'user' as const, id: 'u-leaver', label: 'Leaver@Example.ie' };
    await t.app.get(AuditService).record(leaver, { action: 'post.publish', targetType: 'post' });
    expect((await admin.get('/api/v1/audit/known').expect(200)).body.actors).toContain('leaver@example.ie');
    await t.app.get(AuditPersonalData).erase(subjectOf({ email: 'leaver@example.ie' }));
    const { actors } = (await admin.get('/api/v1/audit/known').expect(200)).body;
    expect(actors).not.toContain('leaver@example.ie');
    expect(actors).toContain(ERASED_ACTOR.toLowerCase());
  });

  it('an erasure takes the person out of entries by and about them, keeping what was done and why', async () => {
    const audit = t.app.get(AuditService);
    const person = { type: 'user' as const, id: 'u-gone', label: 'Gone@Example.ie' };
    const staff = { type: 'user' as const, id: 'u-staff', label: 'staff@example.ie' };
    await audit.record(person, { action: 'consent.record', targetType: 'consent' });
    await audit.record(staff, {
      action: 'policy-documents.reissue',
      targetType: 'policy',
      targetId: 'pol-gone',
      before: { registration: '191-D-12345', holder: 'Gone Person', version: 1 },
      after: {
        registration: '191-D-54321',
        holder: 'Gone Person',
        version: 2,
        reason: 'Registration corrected',
      },
    });
    const subject = { ...subjectOf({ email: 'gone@example.ie' }), recordKeys: ['policy:pol-gone'] };
    const erasure = t.app.get(AuditPersonalData);
    expect(await erasure.erase(subject)).toMatchObject({ anonymised: 2 });
    await erasure.erase(subject);

    const db = t.app.get<Connection>(getConnectionToken()).db!;
    const byPerson = await db
      .collection('audit_log')
      .findOne({ action: 'consent.record', actorId: 'u-gone' });
    expect(byPerson).toMatchObject({ actor: { label: ERASED_ACTOR }, at: expect.any(Date) });
    const about = await db.collection('audit_log').findOne({ targetId: 'pol-gone' });
    expect(about).toMatchObject({
      action: 'policy-documents.reissue',
      actor: { label: 'staff@example.ie' },
      after: {
        personErased: true,
        changedFields: ['registration', 'version'],
        reason: 'Registration corrected',
      },
    });
    expect(about?.before).toBeUndefined();
    expect(JSON.stringify([byPerson, about])).not.toMatch(/191-D|Gone Person|gone@example/i);
  });

  it('refuses malformed filters', async () => {
    const res = await admin.get('/api/v1/audit').query({ from: 'yesterday' }).expect(400);
    expect(res.body.errors.from).toEqual([INSTANT_MESSAGE]);
    const impossible = await admin
      .get('/api/v1/audit')
      .query({ from: '2024-02-30', to: '2026-04-31T23:59:59Z' })
      .expect(400);
    expect(impossible.body.errors).toEqual({ from: [INSTANT_MESSAGE], to: [INSTANT_MESSAGE] });
  });
});
