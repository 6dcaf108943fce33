import { setTimeout as sleep } from 'node:timers/promises';
import { QuoteClient } from '../../modules/quotes/quote-http.fixture';
import { Housekeeping } from '../time/housekeeping';
import { startTestApp, TestApp } from '#test/harness/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });

  afterAll(() => t.close());

  it('refuses a caller without the token', async () => {
    const anonymous = await t.http().get('/metrics').expect(401);
    expect(anonymous.body).toMatchObject({ ok: false, message: expect.stringMatching(/token/) });
    expect(anonymous.headers['www-authenticate']).toMatch(/^Bearer/);
    await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await t.http().get('/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('shows the process, HTTP, database and business series to the token', async () => {
    const quote = await QuoteClient.complete(t);
    await quote.price().expect(200);

    const res = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.text;
    expect(text).toContain('ivy_process_cpu_seconds_total');
    expect(text).toContain('ivy_nodejs_eventloop_lag_seconds');
    expect(text).toMatch(
      /ivy_http_request_duration_seconds_count\{method="PUT",route="\/api\/v1\/quotes\/:id\/cover",status="200"\} 1\b/,
    );
    expect(text).toMatch(
      /ivy_db_command_duration_seconds_count\{command="insert",collection="quotes",outcome="ok"\} \d+/,
    );
    expect(text).toMatch(/ivy_quotes_total\{event="started"\} 1\b/);
    expect(text).toMatch(/ivy_quotes_total\{event="priced"\} 1\b/);
    for (const series of [
      'ivy_payments_total',
      'ivy_renewals_total',
      'ivy_imports_total',
      'ivy_emails_total',
    ]) {
      expect(text).toContain(`# TYPE ${series} counter`);
    }
  });

  it('times each housekeeping run by job and outcome', async () => {
    const housekeeping = t.app.get(Housekeeping);
    housekeeping.every('metrics-test.tidy', 20, async () => undefined);
    housekeeping.every('metrics-test.broken', 20, () => Promise.reject(new Error('no database')));
    const scrape = async () =>
      (await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200)).text;
    const ran = /ivy_job_duration_seconds_count\{job="metrics-test.tidy",outcome="ok"\} [1-9]/;
    const failed = /ivy_job_duration_seconds_count\{job="metrics-test.broken",outcome="error"\} [1-9]/;
    let text = await scrape();
    while (!ran.test(text) || !failed.test(text)) {
      await sleep(20);
      text = await scrape();
    }
    expect(text).not.toMatch(/job="metrics-test.tidy",outcome="error"/);
  });
});

describe('GET /metrics without METRICS_TOKEN configured', () => {
  it('does not exist', async () => {
    const t = await startTestApp();
    try {
      const res = await t
        .http()
        .get('/metrics')
        .set('Authorization', 'Bearer anything-at-all-here')
        .expect(404);
      expect(res.body).toMatchObject({ ok: false });
    } finally {
      await t.close();
    }
  });
});
