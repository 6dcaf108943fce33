import { writeFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import path from 'node:path';
import { Controller, Get, Module } from '@nestjs/common';
import { tempDir } from '#test/harness/temp-dir';
import { Public } from '../../common/auth/public.decorator';
import { shutDown } from '../../bootstrap/shutdown';
import { JobLease } from '../../common/jobs/job-lease';
import { connectTo, startTestApp } from '#test/harness/test-app';
import { Readiness } from './readiness.service';

function signal() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A request that stays in flight until the test lets it finish. */
const slow = { arrived: signal(), finish: signal() };

@Controller('readiness-probe')
class SlowController {
  @Public()
  @Get()
  async slow() {
    slow.arrived.resolve();
    await slow.finish.promise;
    return { ok: true, message: 'Finished', errors: {} };
  }
}

@Module({ controllers: [SlowController] })
class SlowModule {}

describe('GET /api/v1/health/ready', () => {
  it('answers ready when the database takes writes, files answer and start-up is done', async () => {
    const t = await startTestApp();
    try {
      const res = await t.http().get('/api/v1/health/ready').expect(200);
      expect(res.body).toEqual({
        ok: true,
        message: 'Ready',
        errors: {},
        database: 'writable',
        files: 'up',
        startup: 'done',
      });
    } finally {
      await t.close();
    }
  });

  it('answers 503 naming the file store when it does not answer, while liveness stays up', async () => {
    const notADirectory = path.join(tempDir('ivy-readiness-'), 'not-a-directory');
    writeFileSync(notADirectory, '');
    const t = await startTestApp({ env: { FILES_DIR: notADirectory } });
    try {
      const res = await t.http().get('/api/v1/health/ready').expect(503);
      expect(res.body).toMatchObject({ ok: false, errors: { files: [expect.stringMatching(/file store/)] } });
      expect(res.body.errors.database).toBeUndefined();
      await t.http().get('/api/v1/health').expect(200);
    } finally {
      await t.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('turns not ready, lets the request in flight finish, refuses new ones and releases job leases', async () => {
    const t = await startTestApp({ imports: [SlowModule] });
    await t.app.listen(0, '127.0.0.1');
    const url = `http://127.0.0.1:${((t.app.getHttpServer() as Server).address() as AddressInfo).port}`;
    const database = await connectTo(t.config.MONGODB_URI as string);
    let stopped: Promise<void> | undefined;
    try {
      expect((await fetch(`${url}/api/v1/health/ready`)).status).toBe(200);
      // A job under way when the instance is told to stop.
      void t.app
        .get(JobLease)
        .hold('readiness.test', () => slow.finish.promise)
        .catch(() => undefined);
      const lease = () =>
        database.collection<{ _id: string; until: Date }>('job_leases').findOne({ _id: 'readiness.test' });
      while (!(await lease())) await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await lease())!.until.getTime()).toBeGreaterThan(Date.now());

      const inFlight = fetch(`${url}/api/v1/readiness-probe`);
      await slow.arrived.promise;
      stopped = shutDown(t.app, 30_000);
      await expect(t.app.get(Readiness).check()).rejects.toMatchObject({
        fieldErrors: { shutdown: ['The instance is stopping.'] },
      });
      await expect(fetch(`${url}/api/v1/health`)).rejects.toThrow();

      slow.finish.resolve();
      const finished = await inFlight;
      expect(finished.status).toBe(200);
      expect(await finished.json()).toMatchObject({ message: 'Finished' });
      await stopped;
      // Handed back: another instance may take it now, not when it would have lapsed.
      expect((await lease())!.until.getTime()).toBeLessThanOrEqual(Date.now());
    } finally {
      slow.finish.resolve();
      await database.close();
      if (!stopped) await t.app.close();
    }
  });
});
