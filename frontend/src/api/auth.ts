import { unwrap, type ApiFailure, type components } from '@ivy/api-client';
import useSWR from 'swr';
import { api } from './client';

export type AuthSettings = components['schemas']['AuthSettingsDto'];
/** The SPEC "Logged-in state": the user, whether 2FA applies and may be skipped, and how far the login got. */
export type SessionAnswer = components['schemas']['SessionAnswerDto'];
export type SessionUser = SessionAnswer['user'];
/** What a role may do in the admin area; the API's map (backend common/auth/permissions.ts) decides. */
export type Permission = components['schemas']['Permission'];
export type Credentials = components['schemas']['LoginDto'];

/** What the login screen offers before anyone logs in (getAuthSettings). */
export function useAuthSettings() {
  return useSWR<AuthSettings, ApiFailure>('/api/v1/auth/settings', () =>
    unwrap(api.GET('/api/v1/auth/settings')),
  );
}

/*
 * The session is asked for afresh wherever access is decided (the admin guard, the login screen), never
 * read from a cache: a cached answer from before a login or logout would let the wrong person in or out.
 */

/**
 * Staff screens need a full session (password and, where enabled, two-factor); what each screen then
 * shows follows the session's permissions. A partial session is no access.
 */
export function hasStaffAccess(session: SessionAnswer): boolean {
  return session.stage === 'full';
}

/** The caller's session; rejects when there is none (loggedIn). */
export function getSession(): Promise<SessionAnswer> {
  return unwrap(api.GET('/api/v1/auth/loggedin'));
}

/** Email and password; while 2FA is enabled the session it opens is partial (login). */
export function login(body: Credentials): Promise<SessionAnswer> {
  return unwrap(api.POST('/api/v1/auth/login', { body }));
}

/** Ends the session; the answer's message is shown to the user (logout). */
export function logout(): Promise<components['schemas']['EnvelopeDto']> {
  return unwrap(api.GET('/api/v1/auth/logout'));
}

/** A new TOTP secret for the set-up step; its otpauth_url is drawn as the QR code (generateTwoFactorSecret). */
export async function generateTwoFactorSecret(): Promise<string> {
  const answer = await unwrap(api.POST('/api/v1/auth/2fa/generateSecret'));
  return answer.user.twoFactor.secret.otpauth_url;
}

/** A code from the authenticator app; success makes the session full (verifyTwoFactor). */
export function verifyTwoFactor(token: string): Promise<SessionAnswer> {
  return unwrap(api.POST('/api/v1/auth/2fa/verify', { body: { token } }));
}

/** Leaves the set-up without 2FA, where the server allows it (skipTwoFactor). */
export function skipTwoFactor(): Promise<SessionAnswer> {
  return unwrap(api.POST('/api/v1/auth/2fa/skip'));
}
