import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { WebhookDelivery, WebhookEndpoint } from '#src/api/webhooks';
import { dialogs, resetAdminMocks } from '#src/test/adminPages';
import { WebhookPage } from './WebhookPage';
import { WebhooksPage } from './WebhooksPage';

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));
beforeEach(resetAdminMocks);

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

const page = (data: object[]) => ({ data, page: 0, page_size: 10, total_pages: 1, total_items: data.length });

const ENDPOINT: WebhookEndpoint = {
  _id: 'e1',
  url: 'https://crm.example.com/hooks',
  eventTypes: ['quote.bought', 'policy.documents_issued'],
  description: 'CRM',
  enabled: false,
  disabledReason: 'Deliveries failed for 24 hours',
  failuresInARow: 1,
  createdBy: { type: 'user', id: 'u1', label: 'admin@example.ie' },
  createdAt: '2026-11-01T10:00:00Z',
};

const DELIVERY: WebhookDelivery = {
  _id: 'd1',
  messageId: '42',
  type: 'quote.bought',
  status: 'pending',
  attempts: 3,
  responseCode: 500,
  durationMs: 87,
  nextAttemptAt: '2026-11-01T10:05:00Z',
  lastAttemptAt: '2026-11-01T10:03:00Z',
  createdAt: '2026-11-01T10:00:00Z',
};

function show(path: string) {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/webhooks" element={<WebhooksPage />} />
          <Route path="/admin/webhooks/:id" element={<WebhookPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

it('lists endpoints in words, offers every event type, and shows the new secret once', async () => {
  const sent: Request[] = [];
  fetchMock.mockImplementation((request) => {
    sent.push(request);
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/webhooks/event-types')
      return answer({ eventTypes: ['quote.bought', 'policy.documents_issued'] });
    if (request.method === 'POST')
      return answer({ endpoint: { ...ENDPOINT, enabled: true }, secret: 'whsec_c2VjcmV0' }, 201);
    return answer(page([ENDPOINT]));
  });
  show('/admin/webhooks');
  const row = await screen.findByRole('row', { name: /crm\.example\.com/ });
  expect(row).toHaveTextContent('Quote bought, Policy documents issued');
  expect(row).toHaveTextContent('Disabled: Deliveries failed for 24 hours');
  expect(
    within(row).getByRole('button', { name: 'Enable https://crm.example.com/hooks' }),
  ).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText(/URL/), 'https://crm.example.com/hooks');
  await userEvent.click(await screen.findByLabelText('Quote bought'));
  await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
  const dialog = await screen.findByRole('dialog', { name: 'Endpoint added' });
  expect(within(dialog).getByDisplayValue('whsec_c2VjcmV0')).toBeInTheDocument();
  const created = sent.find((request) => request.method === 'POST');
  expect(await created?.json()).toEqual({
    url: 'https://crm.example.com/hooks',
    eventTypes: ['quote.bought'],
    enabled: true,
  });
});

it('shows an endpoint’s deliveries with their attempts, and sends one again', async () => {
  const sent: Request[] = [];
  fetchMock.mockImplementation((request) => {
    sent.push(request);
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/webhooks/e1') return answer({ endpoint: ENDPOINT });
    if (path === '/api/v1/webhooks/e1/deliveries') return answer(page([DELIVERY]));
    return answer({ delivery: DELIVERY }, 201);
  });
  show('/admin/webhooks/e1');
  const row = await screen.findByRole('row', { name: /Quote bought/ });
  expect(row).toHaveTextContent('Retrying');
  expect(row).toHaveTextContent('500');
  expect(row).toHaveTextContent('87 ms');
  await userEvent.click(within(row).getByRole('button', { name: 'Send event 42 again' }));
  await vi.waitFor(() =>
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Queued', 'The event will be sent again in a moment.'),
  );
  expect(
    sent.some((request) => new URL(request.url).pathname === '/api/v1/webhooks/e1/deliveries/d1/redeliver'),
  ).toBe(true);
});

it('says so when nothing was sent yet', async () => {
  fetchMock.mockImplementation((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/webhooks/e1') return answer({ endpoint: { ...ENDPOINT, enabled: true } });
    return answer(page([]));
  });
  show('/admin/webhooks/e1');
  expect(await screen.findByText(/Nothing sent yet/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Disable' })).toBeInTheDocument();
});
