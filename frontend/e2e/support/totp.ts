import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((b) => parseInt(b, 2)));
}

export const TOTP_STEP_SECONDS = 30;

export function totpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_STEP_SECONDS);
}

/**
 * The first time step after `usedStep` that the server accepts now. It never accepts a step twice, and its
 * ±30 s window takes the next step's code early: so a second sign-in within a step goes on at once, and
 * only a third waits (never for longer than one step). The previous step is not offered: the window may
 * close on it before the code arrives.
 */
export async function unusedStep(usedStep: number): Promise<number> {
  const step = Math.max(usedStep + 1, totpStep());
  while (step > totpStep() + 1) await new Promise((resolve) => setTimeout(resolve, 250));
  return step;
}

/** The 6-digit RFC 6238 code an authenticator app would show for `secret` at `step`. */
export function totpCode(secret: string, step = totpStep()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

export function secretFromOtpauthUrl(url: string): string {
  const secret = new URL(url).searchParams.get('secret');
  if (!secret) throw new Error(`No secret in ${url}`);
  return secret;
}
