import type mongoose from 'mongoose';
import type { Response } from 'supertest';
import { CSRF_HEADER } from '../src/common/auth/csrf';
import { DemoSeedRunner } from '../src/common/seeding/seeding.module';
import { Housekeeping } from '../src/common/time/housekeeping';
import { FactSync } from '../src/modules/statistics/facts/fact-sync.service';
import { databaseFingerprint } from './harness/database-snapshot';
import { logInAsAdmin, TestSession } from './harness/identity';
import { jsonText, OpenApiProbes, Operation, Probe } from './harness/openapi-probes';
import { connectTo, startTestApp, TestApp } from './harness/test-app';

const probes = new OpenApiProbes();
/** Requests in flight at once: enough to keep the database busy, few enough for a two-core runner. */
const PARALLEL = 4;

function send(session: TestSession, operation: Operation, probe: Probe) {
  const request = session.agent[operation.method](probe.path).set(CSRF_HEADER, session.csrfToken);
  if (probe.query) request.query(probe.query);
  const body = probe.body;
  if (!body) return request;
  if (body.kind === 'json') return request.type('application/json').send(jsonText(body.value));
  if (body.kind === 'raw') return request.set('Content-Type', body.contentType).send(body.text);
  for (const [name, value] of Object.entries(body.fields)) request.field(name, value);
  return request;
}

/** The guards' refusals of the administrator's session: the probe never reached the operation. */
const GUARD_REFUSALS = [
  'Please log in.',
  'Invalid or missing CSRF token',
  'This needs an administrator account.',
];

/** What is wrong with an answer to bad input, if anything: a 4xx in the envelope, with its request id. */
function faultOf(res: Response): string | undefined {
  const body = res.body as Record<string, unknown>;
  if (res.status < 400 || res.status > 499) return `status ${res.status}`;
  if (GUARD_REFUSALS.includes(body?.message as string))
    return `refused by the guards: ${String(body.message)}`;
  const envelope =
    body?.ok === false &&
    typeof body.message === 'string' &&
    typeof body.errors === 'object' &&
    body.errors !== null &&
    !Array.isArray(body.errors);
  if (!envelope) return 'no {ok:false, message, errors} envelope';
  if (typeof body.requestId !== 'string' || body.requestId === '') return 'no request id in the body';
  if (res.headers['x-request-id'] !== body.requestId) return 'the X-Request-Id header differs from the body';
  return undefined;
}

async function inParallel<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

/**
 * A real id for `{id}`, so bad bodies reach records that exist: the first record listed by the
 * nearest list above the path (`/cms/sections/{id}` -> GET /cms/sections, `/users/get/{id}` -> GET /users).
 */
async function knownIds(session: TestSession): Promise<Map<string, Record<string, string>>> {
  const lists = new Set(
    probes.operations
      .filter((op) => op.method === 'get' && op.pathParams.length === 0)
      .map((op) => op.template),
  );
  const firstIds = new Map<string, string | undefined>();
  const firstIdOf = async (list: string) => {
    if (!firstIds.has(list)) {
      const res = await session.get(list);
      const arrays = Object.values(res.body as object).filter(Array.isArray) as { _id?: string }[][];
      firstIds.set(list, arrays.flat().find((item) => typeof item?._id === 'string')?._id);
    }
    return firstIds.get(list);
  };
  const ids = new Map<string, Record<string, string>>();
  for (const op of probes.operations.filter((o) => o.template.includes('/{id}'))) {
    let parent = op.template.slice(0, op.template.indexOf('/{id}'));
    while (parent.startsWith('/api/v1/') && !lists.has(parent))
      parent = parent.slice(0, parent.lastIndexOf('/'));
    const id = lists.has(parent) ? await firstIdOf(parent) : undefined;
    if (id) ids.set(op.template, { id });
  }
  return ids;
}

/**
 * Every operation of openapi/openapi.json, sent what its document says it does not take (wrong types,
 * missing and null fields, nulls in lists, deep nesting, truncated JSON and multipart, bad path
 * parameters) by a signed-in administrator, so the guards let it through: each answer is a 4xx
 * envelope with a request id, and the database is as it was. Optional fields set to null may be
 * valid, so those only must not fault the server; they run last, as they may write.
 */
/** What requests may not change: sessions are counted only, and rate limits count every request by design. */
async function requestsFingerprint(db: mongoose.Connection): Promise<Record<string, string>> {
  const fingerprint = await databaseFingerprint(db, ['sessions']);
  delete fingerprint.rate_limit_hits;
  return fingerprint;
}

describe('Bad input to every operation of the OpenAPI document', () => {
  let t: TestApp;
  let admin: TestSession;
  let db: mongoose.Connection;
  let ids: Map<string, Record<string, string>>;
  let before: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '100000' } });
    // Records of every kind, so `{id}` paths reach real ones; without the demo administrator's credentials box.
    const output = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await t.app.get(DemoSeedRunner).run();
    output.mockRestore();
    admin = await logInAsAdmin(t);
    db = await connectTo(t.config.MONGODB_URI as string);
    ids = await knownIds(admin);
    // The app's scheduled jobs (expiry sweeps, publishing, their leases) write on their own clock,
    // and on a busy machine this file outlasts their intervals: only the requests' writes count here.
    await t.app.get(Housekeeping).onModuleDestroy();
    // The statistics' facts brought up to date once, after any sync already under way.
    await t.app.get(FactSync).syncAll();
    before = await requestsFingerprint(db);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await t?.close();
  });

  it.each(probes.operations.map((op) => [`${op.method.toUpperCase()} ${op.template}`, op] as const))(
    '%s answers bad input with a 4xx envelope',
    async (_name, op) => {
      const values = ids.get(op.template) ?? {};
      const faults = await inParallel(probes.badInput(op, values), async (probe) => {
        const fault = faultOf(await send(admin, op, probe));
        return fault && `${probe.label}: ${fault}`;
      });
      expect(faults.filter(Boolean)).toEqual([]);
    },
  );

  it('wrote nothing for any of it', async () => {
    expect(await requestsFingerprint(db)).toEqual(before);
  });

  it.each(
    probes.operations
      .filter((op) => op.jsonBody)
      .map((op) => [`${op.method.toUpperCase()} ${op.template}`, op] as const),
  )('%s takes null for an optional property without a server fault', async (_name, op) => {
    const faults = await inParallel(probes.optionalNulls(op, ids.get(op.template) ?? {}), async (probe) => {
      const res = await send(admin, op, probe);
      return res.status >= 500 ? `${probe.label}: status ${res.status}` : undefined;
    });
    expect(faults.filter(Boolean)).toEqual([]);
  });
});
