import { ApiFailure } from '@ivy/api-client';
import { renderHook, waitFor } from '@testing-library/react';
import { ANSWERS, quoteWith } from '../features/quote/quoteFixtures';
import {
  createQuote,
  priceQuote,
  quoteToken,
  quoteTokenHeader,
  rememberQuoteToken,
  retrieveQuote,
  saveQuotePage,
  useQuote,
} from './quotes';

// The client takes the global fetch when it is created, so the stub must be in place before the import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const envelope = { ok: true, message: 'OK', errors: {} };
const quote = quoteWith();

function request(index = 0) {
  const sent = fetchMock.mock.calls[index][0];
  const url = new URL(sent.url);
  return {
    method: sent.method,
    path: url.pathname + url.search,
    token: sent.headers.get('X-Quote-Token'),
    sent,
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  sessionStorage.clear();
});

describe('the quote token', () => {
  it('is kept per quote for the tab, and sent as X-Quote-Token', () => {
    expect(quoteToken('a')).toBeUndefined();
    rememberQuoteToken('a', 'secret-a');
    expect(quoteToken('a')).toBe('secret-a');
    expect(sessionStorage.getItem('ivy.quoteToken.a')).toBe('secret-a');
    expect(quoteTokenHeader('a')).toEqual({ 'X-Quote-Token': 'secret-a' });
  });

  it('is asked for before calling when the tab has none: the failure a wrong token gets', () => {
    expect(() => quoteTokenHeader('unknown')).toThrow(ApiFailure);
    expect(() => quoteTokenHeader('unknown')).toThrow(/retrieve your quote/);
  });
});

describe('the quote journey calls', () => {
  it('creates a quote from its first page, keeps its token and the quote for useQuote', async () => {
    fetchMock.mockImplementation(() => json({ ...envelope, quote, accessToken: 'token-1' }, 201));
    const body = { ...ANSWERS.your_details };
    expect(await createQuote(body)).toEqual(quote);
    expect(request()).toMatchObject({ method: 'POST', path: '/api/v1/quotes', token: null });
    expect(await request().sent.json()).toEqual(body);
    expect(quoteToken(quote._id)).toBe('token-1');

    const { result } = renderHook(() => useQuote(quote._id));
    expect(result.current.data).toEqual(quote);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('saves each page to its own path with the token', async () => {
    rememberQuoteToken(quote._id, 'token-2');
    fetchMock.mockImplementation(() => json({ ...envelope, quote }));
    await saveQuotePage(quote._id, 'your_driving_history', ANSWERS.your_driving_history);
    await saveQuotePage(quote._id, 'additional_drivers', ANSWERS.additional_drivers);
    await priceQuote(quote._id);
    expect(
      [request(0), request(1), request(2)].map(({ method, path, token }) => [method, path, token]),
    ).toEqual([
      ['PUT', `/api/v1/quotes/${quote._id}/driving-history`, 'token-2'],
      ['PUT', `/api/v1/quotes/${quote._id}/additional-drivers`, 'token-2'],
      ['POST', `/api/v1/quotes/${quote._id}/price`, 'token-2'],
    ]);
  });

  it('refuses to save without a token, asking nothing of the server', async () => {
    await expect(saveQuotePage('other', 'claims', { claims: [] })).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('loads a quote with its token; without one it asks for nothing', async () => {
    const other = quoteWith({ _id: '65a1b2c3d4e5f60718293a4c' });
    rememberQuoteToken(other._id, 'token-3');
    fetchMock.mockImplementation(() => json({ ...envelope, quote: other }));
    const { result } = renderHook(() => useQuote(other._id));
    await waitFor(() => expect(result.current.data).toEqual(other));
    expect(request()).toMatchObject({ method: 'GET', path: `/api/v1/quotes/${other._id}`, token: 'token-3' });
    renderHook(() => useQuote(null));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retrieves by reference and date of birth, or fails with the server’s words', async () => {
    fetchMock.mockImplementationOnce(() =>
      json({ ok: false, message: 'We could not find a quote with those details.', errors: {} }, 404),
    );
    await expect(
      retrieveQuote({ webReference: 'IVY-7K3M-Q9TX', dateOfBirth: '1990-01-01' }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'We could not find a quote with those details.',
    });
    fetchMock.mockImplementationOnce(() => json({ ...envelope, quote, accessToken: 'token-4' }));
    await retrieveQuote({ webReference: 'IVY-7K3M-Q9TX', dateOfBirth: '1994-03-08' });
    expect(request(1).path).toBe('/api/v1/quotes/retrieve');
    expect(quoteToken(quote._id)).toBe('token-4');
  });
});
