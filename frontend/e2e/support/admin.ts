import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { secretFromOtpauthUrl, totpCode, unusedStep } from './totp';

const CSRF_COOKIE = 'ivy.csrf';
const CSRF_HEADER = 'X-CSRF-Token';

export interface Credentials {
  email: string;
  password: string;
}

/** The administrator the app seeded on its first start (see the users module's admin seeder). */
export function seededAdmin(): Credentials {
  const text = readFileSync(path.join(inject('dataDir'), 'secrets', 'admin-credentials.txt'), 'utf8');
  const field = (name: string) => text.match(new RegExp(`^${name}: (.+)$`, 'm'))?.[1] ?? '';
  return { email: field('email'), password: field('password') };
}

/** Two-factor state shared by every test file of the run, since each file runs in its own process. */
interface TwoFactorRecord {
  secret: string;
  lastStep: number;
}
const twoFactorFile = (email: string) =>
  path.join(inject('dataDir'), 'secrets', `e2e-totp-${email.replace(/[^a-z0-9]/gi, '_')}.json`);

/** The CSRF header a signed-in page's writes carry (from its cookie). */
export async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE);
  return cookie ? { [CSRF_HEADER]: decodeURIComponent(cookie.value) } : {};
}

/** A code for a step not used before: the server never accepts a step twice. */
async function freshCode(record: TwoFactorRecord): Promise<string> {
  record.lastStep = await unusedStep(record.lastStep);
  return totpCode(record.secret, record.lastStep);
}

async function postJson(page: Page, url: string, data: unknown) {
  const response = await page.request.post(url, { data, headers: await csrfHeader(page) });
  const body = await response.json();
  if (!response.ok() || !body.ok) throw new Error(`${url}: ${response.status()} ${JSON.stringify(body)}`);
  return body;
}

/** A signed-in session's cookies, kept for the next file of the run that signs the same person in. */
const sessionFile = (email: string) =>
  path.join(inject('dataDir'), 'secrets', `e2e-session-${email.replace(/[^a-z0-9]/gi, '_')}.json`);

/**
 * Gives the page's context a session an earlier file of the run signed in, if the server still holds
 * it fully signed in (a journey may have logged it out). Signing in again would use up a TOTP step, and
 * the server takes at most one a step for each person: a run's sign-ins would queue 30 s apart.
 */
async function reuseSession(page: Page, email: string): Promise<boolean> {
  const file = sessionFile(email);
  if (!existsSync(file)) return false;
  await page.context().addCookies(JSON.parse(readFileSync(file, 'utf8')));
  const answer = await page.request.get('/api/v1/auth/loggedin');
  const body = answer.ok() ? await answer.json() : undefined;
  if (body?.stage === 'full' && body.user?.email === email) return true;
  await page.context().clearCookies();
  return false;
}

/**
 * Signs the page's browser context in through the API (password, then two-factor set-up or code,
 * as the server asks), so a journey about an admin screen starts on that screen. The login screens
 * themselves have their own journeys. Unless `fresh`, a session an earlier file signed in is reused.
 */
export async function signIn(
  page: Page,
  credentials: Credentials = seededAdmin(),
  { fresh = false }: { fresh?: boolean } = {},
): Promise<void> {
  if (!fresh && (await reuseSession(page, credentials.email))) return;
  await signInAnew(page, credentials);
  writeFileSync(sessionFile(credentials.email), JSON.stringify(await page.context().cookies()));
}

async function signInAnew(page: Page, credentials: Credentials): Promise<void> {
  const login = await postJson(page, '/api/v1/auth/login', credentials);
  if (!login.is2FAEnabled) return;
  const file = twoFactorFile(credentials.email);
  let record: TwoFactorRecord;
  if (login.user?.twoFactor?.isVerified) {
    if (!existsSync(file))
      throw new Error(`${credentials.email} has two-factor set up outside the e2e helper`);
    record = JSON.parse(readFileSync(file, 'utf8'));
  } else {
    const setup = await postJson(page, '/api/v1/auth/2fa/generateSecret', {});
    record = { secret: secretFromOtpauthUrl(setup.user.twoFactor.secret.otpauth_url), lastStep: 0 };
  }
  await postJson(page, '/api/v1/auth/2fa/verify', { token: await freshCode(record) });
  writeFileSync(file, JSON.stringify(record));
}
