import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { PaymentDetail, PaymentRow } from '#src/api/payments';
import { PaymentsAdminPage } from './PaymentsAdminPage';

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

const row: PaymentRow = {
  _id: 'p1',
  purpose: 'new_policy',
  subject: { type: 'quote', id: 'q1' },
  option: 'annual',
  status: 'held',
  amountCents: 52_345,
  currency: 'EUR',
  provider: 'sandbox',
  attempt: 1,
  subjectReference: 'IVY-7K3M-Q9TX',
  customer: { name: 'Aoife Byrne', email: 'aoife@example.ie' },
  heldReason: 'Paid €523.44 but €523.45 was due.',
  createdDay: '2026-05-01',
  createdAt: '2026-05-01T10:00:00Z',
};

const detail: PaymentDetail = {
  ...row,
  description: 'Comprehensive car insurance',
  idempotencyKey: 'new_policy:quote:q1:1',
  paidAmountCents: 52_344,
  expiresAt: '2026-05-01T11:00:00Z',
  updatedAt: '2026-05-01T10:01:00Z',
  events: [
    {
      eventId: 'evt_1',
      provider: 'sandbox',
      type: 'payment.succeeded',
      outcome: 'succeeded',
      receivedAt: '2026-05-01T10:01:00Z',
      note: 'Held: Paid €523.44 but €523.45 was due.',
    },
  ],
};

it('lists payments with the held reason, filters by status, and opens a payment’s provider events', async () => {
  fetchMock.mockImplementation((request) =>
    new URL(request.url).pathname === '/api/v1/payments/p1'
      ? answer({ payment: detail })
      : answer({ data: [row], page: 0, page_size: 10, total_pages: 1, total_items: 1 }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/admin/payments?status=held']}>
        <PaymentsAdminPage />
      </MemoryRouter>
    </SWRConfig>,
  );
  expect(await screen.findByText('Paid €523.44 but €523.45 was due.')).toBeInTheDocument();
  expect(new URL(fetchMock.mock.calls[0][0].url).search).toBe('?page=0&status=held');
  const listed = screen.getByRole('row', { name: /Aoife Byrne/ });
  expect(listed).toHaveTextContent('New policy, IVY-7K3M-Q9TX');
  expect(listed).toHaveTextContent('(Annual)');
  expect(listed).toHaveTextContent('Held for checking');
  expect(listed).not.toHaveTextContent('q1');
  await userEvent.click(screen.getByRole('button', { name: /Details of the payment by Aoife Byrne/ }));
  const events = await screen.findByRole('table', { name: 'Provider events' });
  expect(events).toHaveTextContent('payment.succeeded');
  expect(events).toHaveTextContent('Held: Paid €523.44 but €523.45 was due.');
});

it('marks the payments that need action, with why an unfulfilled one is not fulfilled yet', async () => {
  const unfulfilled: PaymentRow = {
    ...row,
    _id: 'p2',
    status: 'unfulfilled',
    heldReason: undefined,
    fulfilmentError: 'The file store did not answer',
  };
  fetchMock.mockImplementation(() =>
    answer({ data: [unfulfilled], page: 0, page_size: 10, total_pages: 1, total_items: 1 }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <MemoryRouter initialEntries={['/admin/payments?status=needs_action']}>
        <PaymentsAdminPage />
      </MemoryRouter>
    </SWRConfig>,
  );
  expect(await screen.findByText('The file store did not answer')).toBeInTheDocument();
  expect(screen.getByText('Needs action')).toBeVisible();
  expect(new URL(fetchMock.mock.calls[0][0].url).search).toBe('?page=0&status=needs_action');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('needs_action');
});
