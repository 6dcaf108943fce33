import type mongoose from 'mongoose';
import type request from 'supertest';
import { logInAsAdmin, TestSession } from '#test/harness/identity';
import type { TestApp } from '#test/harness/test-app';
import {
  checkout,
  deliver,
  pricedQuote,
  records,
  sandboxEvent,
  startPaymentsApp,
} from '../../modules/payments/payments.fixture';
import { renewalIdOf } from '../../modules/renewals/domain/renewal-terms';
import { RenewalImports } from '../../modules/renewals/import/renewal-imports.service';
import { csvOf, importSheet, sampleRow, uploadSheet } from '../../modules/renewals/import/renewals.fixture';
import { WebhookSender } from '../../modules/webhooks';
import { addDays, dublinIsoDate } from '../time/dates';
import { SCOPES_EXTENSION } from './access.decorators';
import { API_SCOPES, type ApiScope } from './api-scopes';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface KeyedOperation {
  operationId: string;
  method: Method;
  scope: ApiScope;
}

/** What a call sends besides its method: a concrete path, and its query, JSON body or file. */
interface Call {
  path: string;
  query?: Record<string, string>;
  body?: object;
  file?: Buffer;
}

interface Fixtures {
  userId: string;
  quoteId: string;
  paymentId: string;
  certificateNumber: string;
  renewalId: string;
  /** A checked import the key runs. */
  checkedImportId: string;
  dashboardId: string;
  webhookId: string;
  /** A delivery of one of the purchase's events to that endpoint. */
  webhookDeliveryId: string;
}

const EMAIL = 'aoife.byrne@example.ie';
const explorerQuery = {
  model: 'quotes',
  rows: ['coverType'],
  columns: [],
  value: { op: 'count' },
  grain: 'month',
  from: '2026-03-01',
  to: '2026-03-31',
};

/**
 * A call that succeeds for each operation open to keys, in the order they are walked: the erasure last,
 * since it removes the person the other calls read. An operation opened to keys without one here fails
 * the walk, as does one here that no longer takes keys.
 */
const CALLS: Record<string, (f: Fixtures) => Call> = {
  listUsers: () => ({ path: '/api/v1/users' }),
  getUser: (f) => ({ path: `/api/v1/users/get/${f.userId}` }),
  listQuotes: () => ({ path: '/api/v1/quotes' }),
  getQuoteDetail: (f) => ({ path: `/api/v1/quotes/${f.quoteId}/detail` }),
  listPayments: () => ({ path: '/api/v1/payments' }),
  listEvents: () => ({ path: '/api/v1/events' }),
  countPaymentsNeedingAction: () => ({ path: '/api/v1/payments/needing-action' }),
  getPayment: (f) => ({ path: `/api/v1/payments/${f.paymentId}` }),
  findPolicyByCertificate: (f) => ({
    path: '/api/v1/policy-documents/by-certificate',
    query: { certificateNumber: f.certificateNumber },
  }),
  listPolicyDocuments: (f) => ({ path: `/api/v1/policy-documents/${f.quoteId}` }),
  listPolicyAdjustments: (f) => ({ path: `/api/v1/policy-adjustments/${f.quoteId}` }),
  downloadPolicyDocument: (f) => ({ path: `/api/v1/policy-documents/${f.quoteId}/schedule` }),
  renewalsTemplate: () => ({ path: '/api/v1/renewals/template.csv' }),
  uploadRenewalImport: () => ({
    path: '/api/v1/renewals/imports',
    file: csvOf([sampleRow(3, { 'Renewal date': dublinIsoDate(addDays(new Date(), 30)) })]),
  }),
  listRenewalImports: () => ({ path: '/api/v1/renewals/imports' }),
  getRenewalImport: (f) => ({ path: `/api/v1/renewals/imports/${f.checkedImportId}` }),
  renewalImportErrors: (f) => ({ path: `/api/v1/renewals/imports/${f.checkedImportId}/errors.csv` }),
  runRenewalImport: (f) => ({ path: `/api/v1/renewals/imports/${f.checkedImportId}/run` }),
  listRenewals: () => ({ path: '/api/v1/renewals' }),
  getRenewal: (f) => ({ path: `/api/v1/renewals/${f.renewalId}` }),
  setCurrentRenewal: (f) => ({ path: `/api/v1/renewals/${f.renewalId}/current` }),
  listStatisticsReports: () => ({ path: '/api/v1/statistics/reports' }),
  getStatisticsReport: () => ({ path: '/api/v1/statistics/reports/quote-funnel' }),
  listStatisticsModels: () => ({ path: '/api/v1/statistics/models' }),
  exploreStatistics: () => ({ path: '/api/v1/statistics/explore', body: explorerQuery }),
  exportStatisticsCsv: () => ({ path: '/api/v1/statistics/explore/csv', body: explorerQuery }),
  listStatisticsDashboards: () => ({ path: '/api/v1/statistics/dashboards' }),
  getStatisticsDashboard: (f) => ({ path: `/api/v1/statistics/dashboards/${f.dashboardId}` }),
  listWebhookEventTypes: () => ({ path: '/api/v1/webhooks/event-types' }),
  createWebhookEndpoint: () => ({
    path: '/api/v1/webhooks',
    body: { url: 'http://127.0.0.1:9/hooks', eventTypes: ['quote.bought'] },
  }),
  listWebhookEndpoints: () => ({ path: '/api/v1/webhooks' }),
  getWebhookEndpoint: (f) => ({ path: `/api/v1/webhooks/${f.webhookId}` }),
  updateWebhookEndpoint: (f) => ({ path: `/api/v1/webhooks/${f.webhookId}`, body: { description: 'CRM' } }),
  rotateWebhookSecret: (f) => ({ path: `/api/v1/webhooks/${f.webhookId}/rotate-secret` }),
  sendWebhookTest: (f) => ({ path: `/api/v1/webhooks/${f.webhookId}/test` }),
  listWebhookDeliveries: (f) => ({ path: `/api/v1/webhooks/${f.webhookId}/deliveries` }),
  redeliverWebhook: (f) => ({
    path: `/api/v1/webhooks/${f.webhookId}/deliveries/${f.webhookDeliveryId}/redeliver`,
  }),
  deleteWebhookEndpoint: (f) => ({ path: `/api/v1/webhooks/${f.webhookId}` }),
  findDataSubject: () => ({ path: '/api/v1/data-protection/subject', query: { email: EMAIL } }),
  exportDataSubject: () => ({ path: '/api/v1/data-protection/export', body: { email: EMAIL } }),
  eraseDataSubject: () => ({ path: '/api/v1/data-protection/erase', body: { email: EMAIL } }),
};

/** Every operation the running app documents as open to API keys, with the scope it names. */
async function keyedOperations(t: TestApp): Promise<KeyedOperation[]> {
  const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
    paths: Record<string, Record<Method, { operationId: string; [SCOPES_EXTENSION]?: ApiScope[] }>>;
  };
  return Object.values(doc.paths).flatMap((methods) =>
    Object.entries(methods).flatMap(([method, op]) =>
      (op[SCOPES_EXTENSION] ?? []).map((scope) => ({
        operationId: op.operationId,
        method: method as Method,
        scope,
      })),
    ),
  );
}

describe('API key scopes (every operation open to keys, from the OpenAPI document)', () => {
  let t: TestApp;
  let db: mongoose.Connection;
  let close: () => Promise<void>;
  let admin: TestSession;
  let operations: KeyedOperation[];
  let fixtures: Fixtures;

  const createKey = async (scopes: readonly string[]) =>
    (await admin.post('/api/v1/api-keys').send({ name: 'Broker system', scopes }).expect(201)).body
      .key as string;

  beforeAll(async () => {
    ({ t, db, close } = await startPaymentsApp());
    admin = await logInAsAdmin(t);
    operations = await keyedOperations(t);

    // Registered first, so the purchase's events queue deliveries to it (to a port nobody answers).
    const webhook = await admin
      .post('/api/v1/webhooks')
      .send({ url: 'http://127.0.0.1:9/hooks', eventTypes: ['quote.priced'] })
      .expect(201);
    const quote = await pricedQuote(t);
    await t.app.get(WebhookSender).idle();
    const paymentId = (await checkout(t, quote).expect(201)).body.paymentId as string;
    const { amountCents } = await records(db).payment(paymentId);
    await deliver(t, sandboxEvent(paymentId, 'payment.succeeded', { amountCents, currency: 'EUR' }));
    const set = await db.collection('policy_documents').findOne({ policyId: quote.id });

    const inTenDays = dublinIsoDate(addDays(new Date(), 10));
    await importSheet(t, admin, csvOf([sampleRow(1, { 'Renewal date': inTenDays })]));
    const checked = await uploadSheet(admin, csvOf([sampleRow(2, { 'Renewal date': inTenDays })])).expect(
      201,
    );
    const dashboard = await admin
      .post('/api/v1/statistics/dashboards')
      .send({ name: 'Quotes by cover', chart: 'bar', query: explorerQuery })
      .expect(201);

    fixtures = {
      userId: admin.user._id,
      quoteId: quote.id,
      paymentId,
      certificateNumber: String(set?.certificateNumber),
      renewalId: String(renewalIdOf('TEST-000001')),
      checkedImportId: checked.body.import._id,
      dashboardId: dashboard.body.dashboard._id,
      webhookId: webhook.body.endpoint._id,
      webhookDeliveryId: String((await db.collection('webhook_deliveries').findOne({}))?._id),
    };
  });
  afterAll(async () => {
    // The import a key ran finishes before the app closes.
    await t.app.get(RenewalImports).idle();
    await close();
  });

  const send = (op: KeyedOperation, call: Call, key: string): request.Test => {
    const req = t.http()[op.method](call.path).set('Authorization', `Bearer ${key}`);
    if (call.query) void req.query(call.query);
    if (call.file) return req.attach('file', call.file, { filename: 'renewals.csv' });
    return call.body ? req.send(call.body) : req;
  };

  it('has a call for every operation open to keys, and every scope offered opens some', () => {
    expect(operations.map((op) => op.operationId).sort()).toEqual(Object.keys(CALLS).sort());
    const used = new Set(operations.map((op) => op.scope));
    expect(API_SCOPES.filter((scope) => !used.has(scope))).toEqual([]);
  });

  it('refuses each operation to a key holding every other scope (403 naming the scope), and answers a key holding it', async () => {
    const keys = new Map<ApiScope, { holding: string; lacking: string }>();
    for (const scope of API_SCOPES) {
      keys.set(scope, {
        holding: await createKey([scope]),
        lacking: await createKey(API_SCOPES.filter((other) => other !== scope)),
      });
    }
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const [operationId, callOf] of Object.entries(CALLS)) {
      const op = operations.find((candidate) => candidate.operationId === operationId)!;
      const { holding, lacking } = keys.get(op.scope)!;
      const call = callOf(fixtures);
      const refused = await send(op, call, lacking);
      const answered = await send(op, call, holding);
      outcomes.push(
        `${operationId}: without ${op.scope} ${refused.status} "${refused.body.message}", ` +
          `with it ${Math.floor(answered.status / 100)}xx, limit ${answered.headers['ratelimit-limit']}`,
      );
      expected.push(
        `${operationId}: without ${op.scope} 403 "This API key lacks the scope ${op.scope}.", ` +
          `with it 2xx, limit 600`,
      );
    }
    expect(outcomes).toEqual(expected);

    // The import a key ran names the key as who did it, as the session's name a person.
    await t.app.get(RenewalImports).idle();
    const ran = await admin.get(`/api/v1/renewals/imports/${fixtures.checkedImportId}`).expect(200);
    expect(ran.body.import).toMatchObject({
      status: 'completed',
      uploadedBy: { name: `${admin.user.first_name} ${admin.user.last_name}` },
      importedBy: { name: 'Broker system (API key)' },
    });
  });
});
