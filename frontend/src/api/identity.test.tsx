import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { generateTwoFactorSecret } from './auth';
import { requestPasswordReset, updateUser, useUsers } from './users';

// The client takes the global fetch when it is created, so the stub must be in place before the import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const answer = (body: object) =>
  Promise.resolve(
    new Response(JSON.stringify({ ok: true, message: 'OK', errors: {}, ...body }), {
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), errorRetryCount: 0 }}>{children}</SWRConfig>
);

const requested = (call = 0) => {
  const url = new URL(fetchMock.mock.calls[call][0].url);
  return url.pathname + url.search;
};

beforeEach(() => fetchMock.mockReset());

describe('identity API calls', () => {
  it('useUsers asks for exactly its key, leaving blank filters out', async () => {
    const page = { users: [], page: 1, page_size: 10, total_pages: 1, total_items: 0 };
    fetchMock.mockImplementation(() => answer(page));
    const { result } = renderHook(() => useUsers({ page: 1, search: 'aoife', role: undefined }), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject(page));
    expect(requested()).toBe('/api/v1/users?page=1&search=aoife');
  });

  it('writes carry the CSRF token from its cookie', async () => {
    document.cookie = 'ivy.csrf=token-123; path=/';
    fetchMock.mockImplementation(() => answer({ user: {} }));
    await updateUser('u1', { resetTwoFactor: true, isAdmin: false });
    const request = fetchMock.mock.calls[0][0];
    expect(request.method).toBe('PUT');
    expect(request.headers.get('X-CSRF-Token')).toBe('token-123');
    expect(await request.json()).toEqual({ resetTwoFactor: true, isAdmin: false });
  });

  it('puts the email in the reset path, encoded', async () => {
    fetchMock.mockImplementation(() => answer({}));
    await requestPasswordReset('a+b@example.ie');
    expect(requested()).toBe('/api/v1/users/passwordReset/a%2Bb%40example.ie');
  });

  it('hands back the otpauth URL the QR code is drawn from', async () => {
    const otpauth_url = 'otpauth://totp/Ivy:a%40b.ie?secret=ABC&issuer=Ivy';
    fetchMock.mockImplementation(() =>
      answer({ user: { twoFactor: { isVerified: false, secret: { otpauth_url } } } }),
    );
    await expect(generateTwoFactorSecret()).resolves.toBe(otpauth_url);
    expect(fetchMock.mock.calls[0][0].method).toBe('POST');
  });
});
