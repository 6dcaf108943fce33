import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { csrfHeader, signIn } from '../support/admin';
import { browserSession } from '../support/browser';
import { pngImage } from '../support/images';

const session = browserSession();
/** The login limit (common/throttling/rate-limits.ts) at RATE_LIMIT_MULTIPLIER=1, as the cluster runs. */
const LOGIN_LIMIT = 10;

describe('two instances behind the balancer share their state', () => {
  const [first, second] = inject('instanceUrls');
  let mongo: MongoClient;
  /** Every hit counted so far (the journeys before and after this file sign in too): this cluster is the tests' own. */
  const forgetLoginCounts = () => mongo.db().collection('rate_limit_hits').deleteMany({});
  beforeAll(async () => {
    mongo = await MongoClient.connect(inject('databaseUri'));
  });
  afterAll(async () => {
    await forgetLoginCounts();
    await mongo?.close();
  });

  it(`refuses the ${LOGIN_LIMIT + 1}th login a minute from one client, the ${LOGIN_LIMIT} before it spread over both instances`, async () => {
    await forgetLoginCounts();
    const login = (url: string, i: number) =>
      fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `limit${i}@example.ie`, password: 'not the password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) statuses.push((await login(i % 2 ? second : first, i)).status);
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(401));
    const refused = await login(session.baseUrl, LOGIN_LIMIT);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const url of [first, second]) expect((await login(url, LOGIN_LIMIT + 1)).status).toBe(429);
  });

  it('serves an image uploaded through one instance from the other', async () => {
    await forgetLoginCounts();
    const page = await session.newPage();
    await signIn(page);
    const uploaded = await page.request.post('/api/v1/uploads', {
      headers: await csrfHeader(page),
      multipart: {
        image: { name: 'cluster.png', mimeType: 'image/png', buffer: pngImage(700, 400) },
        alt: 'Cluster test',
      },
    });
    expect(uploaded.status()).toBe(201);
    const servedBy = uploaded.headers()['x-served-by'];
    const other = servedBy === 'app1' ? second : first;
    const { image } = await uploaded.json();
    for (const variant of image.variants as { url: string }[]) {
      const fetched = await fetch(`${other}${variant.url}`);
      expect([variant.url, fetched.status]).toEqual([variant.url, 200]);
      expect(fetched.headers.get('content-type')).toBe('image/webp');
    }
  });
});
