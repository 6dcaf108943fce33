import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 with 30-second steps: ±30 s of tolerance accepts the previous and the next step. */
const STEP_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(issuer: string, label: string, secret: string): string {
  return generateURI({ issuer, label, secret });
}

export type TotpCheck = { valid: true; step: number } | { valid: false };

/**
 * Checks a code against the secret at `epochSeconds`, refusing any time step at or before
 * `lastUsedStep`: a code, once used, never works again (not even within its window).
 */
export async function checkTotp(options: {
  secret: string;
  token: string;
  lastUsedStep: number;
  epochSeconds: number;
}): Promise<TotpCheck> {
  const result = await verify({
    secret: options.secret,
    token: options.token,
    epoch: options.epochSeconds,
    epochTolerance: STEP_SECONDS,
    afterTimeStep: options.lastUsedStep,
  });
  // The union covers HOTP too; a TOTP result always carries its time step.
  return result.valid && 'timeStep' in result ? { valid: true, step: result.timeStep } : { valid: false };
}
