import { describe, expect, it } from 'vitest';
import { signIn } from '../support/admin';
import { browserSession } from '../support/browser';

const session = browserSession();

describe('the e2e admin sign-in helper', () => {
  it('sets up two-factor on first sign-in, then signs in with a code (never reusing a session)', async () => {
    const first = await session.newPage();
    await signIn(first, undefined, { fresh: true });
    expect((await first.request.get('/api/v1/users/')).status()).toBe(200);

    const second = await session.newPage();
    expect((await second.request.get('/api/v1/users/')).status()).toBe(401);
    await signIn(second, undefined, { fresh: true });
    expect((await second.request.get('/api/v1/users/')).status()).toBe(200);
  }, 90_000);
});
