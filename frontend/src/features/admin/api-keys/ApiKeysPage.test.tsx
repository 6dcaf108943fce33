import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { ApiKey } from '#src/api/apiKeys';
import { ApiKeysPage } from './ApiKeysPage';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const answer = (body: object, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify({ ok: true, message: 'OK', errors: {}, ...body }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

const key = (name: string, rateLimitPerMinute: number, ownRateLimit: boolean): ApiKey => ({
  _id: name,
  name,
  prefix: '0a1b2c3d4e5f',
  scopes: ['renewals:write'],
  rateLimitPerMinute,
  ownRateLimit,
  createdBy: { type: 'user', id: 'u1', label: 'admin@example.ie' },
  createdAt: '2026-11-01T10:00:00Z',
});

it('shows each key’s budget, offers every scope, and creates a key with a budget of its own', async () => {
  const sent: Request[] = [];
  fetchMock.mockImplementation((request) => {
    sent.push(request);
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/api-keys/scopes')
      return answer({
        scopes: ['renewals:read', 'renewals:write', 'payments:read', 'policies:read', 'statistics:read'],
        defaultRateLimitPerMinute: 600,
      });
    if (request.method === 'POST')
      return answer({ apiKey: key('Broker system', 120, true), key: 'ivy_0a1b2c3d4e5f_secret' }, 201);
    return answer({
      data: [key('Accounts', 50, true), key('CRM', 600, false)],
      page: 0,
      page_size: 10,
      total_pages: 1,
      total_items: 2,
    });
  });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/admin/api-keys']}>
        <ApiKeysPage />
      </MemoryRouter>
    </SWRConfig>,
  );
  expect(await screen.findByRole('row', { name: /Accounts/ })).toHaveTextContent('50 a minute');
  expect(screen.getByRole('row', { name: /CRM/ })).toHaveTextContent('600 a minute (default)');
  for (const scope of ['payments:read', 'policies:read', 'statistics:read', 'renewals:write'])
    expect(await screen.findByLabelText(scope)).toBeInTheDocument();
  expect(screen.getByText(/Leave blank for the default of 600/)).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Name'), 'Broker system');
  await userEvent.click(screen.getByLabelText('renewals:write'));
  await userEvent.type(screen.getByLabelText(/Requests a minute/), '120');
  await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
  expect(await screen.findByRole('dialog', { name: 'API key created' })).toBeInTheDocument();
  const created = sent.find((request) => request.method === 'POST');
  expect(await created?.json()).toEqual({
    name: 'Broker system',
    scopes: ['renewals:write'],
    rateLimitPerMinute: 120,
  });
});
