import { tempDir } from '#test/harness/temp-dir';
import { fromRoot } from '../../config/paths';
import { EmbeddedFerretDb, freePort } from '../../database/embedded-ferretdb';
import { startTestApp, TestApp } from '#test/harness/test-app';

describe('GET /api/v1/health', () => {
  it('answers ok with the database up', async () => {
    const t = await startTestApp();
    try {
      const res = await t.http().get('/api/v1/health').expect(200);
      expect(res.body).toMatchObject({ ok: true, message: 'OK', errors: {}, database: 'up' });
      expect(res.headers['cache-control']).toBe('no-store');
      // Anything but the exact probe goes through the whole pipeline, and answers the same envelope.
      const viaPipeline = await t.http().get('/api/v1/health?from=pipeline').expect(200);
      expect(Object.keys(viaPipeline.body).sort()).toEqual(Object.keys(res.body).sort());
      expect(viaPipeline.headers['content-security-policy']).toBeDefined();
    } finally {
      await t.close();
    }
  });

  // A database of its own, so stopping it does not disturb the other test files.
  describe('when the database goes down and comes back', () => {
    const binary = process.env.FERRETDB_BIN ?? fromRoot('.tools', 'bin', 'ferretdb');
    const dataDir = tempDir('ivy-health-db-');
    let port: number;
    let database: EmbeddedFerretDb;
    let t: TestApp;

    beforeAll(async () => {
      port = await freePort();
      database = await EmbeddedFerretDb.start({ binary, dataDir, port });
      t = await startTestApp({ env: { MONGODB_URI: `${database.uri}health` } });
    });

    afterAll(async () => {
      await t.close();
      await database.stop();
    });

    async function healthUntil(status: number) {
      let res = await t.http().get('/api/v1/health');
      for (let attempt = 0; attempt < 40 && res.status !== status; attempt++) {
        await new Promise((r) => setTimeout(r, 500));
        res = await t.http().get('/api/v1/health');
      }
      return res;
    }

    it('answers a 503 envelope, stays up, and recovers without a restart', async () => {
      await t.http().get('/api/v1/health').expect(200);
      await database.stop();

      // The service reuses a ping for up to a second, so the outage shows within a couple of probes.
      const down = await healthUntil(503);
      expect(down.body).toMatchObject({ ok: false, message: expect.stringMatching(/database/i) });
      expect(down.body.requestId).toEqual(expect.any(String));

      database = await EmbeddedFerretDb.start({ binary, dataDir, port });
      expect((await healthUntil(200)).status).toBe(200);
    }, 60_000);
  });
});
