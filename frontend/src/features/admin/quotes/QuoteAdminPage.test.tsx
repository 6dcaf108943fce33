import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { PaymentRow, PaymentsQuery } from '#src/api/payments';
import type { QuoteDetail } from '#src/api/quotes';
import { OPTIONS, quoteWith } from '../../quote/quoteFixtures';
import { QuoteAdminPage } from './QuoteAdminPage';

const api = vi.hoisted(() => ({
  quote: undefined as QuoteDetail | undefined,
  payments: [] as PaymentRow[],
  usePayments: vi.fn(),
}));
vi.mock('#src/api/quotes', () => ({
  useAdminQuote: () => ({ data: api.quote }),
  useQuoteOptions: () => ({ data: OPTIONS }),
}));
vi.mock('#src/api/payments', () => ({
  usePayments: (query: PaymentsQuery) => {
    api.usePayments(query);
    return { data: { data: api.payments } };
  },
}));

const base = quoteWith({ status: 'purchased', paymentOption: 'annual', policyNumber: 'IVY-P-4HXM9R2C' });

const BOUGHT: QuoteDetail = {
  ...base,
  firstName: 'Niamh',
  lastName: "O'Sullivan",
  email: 'niamh@example.ie',
  createdDay: '2026-11-01',
  createdWeek: '2026-W44',
  createdMonth: '2026-11',
  totalCents: 52_345,
  area: 'Dublin City',
  declineReasonCodes: [],
  demo: false,
  tableVersion: '2025.1',
  result: {
    outcome: 'quoted',
    tableVersion: '2025.1',
    pricedAt: '2026-11-01T10:05:00.000Z',
    breakdown: {
      basePremiumCents: 50_000,
      lines: [{ code: 'AREA', label: 'Dublin City', kind: 'loading', amountCents: 820 }],
      subtotalCents: 50_820,
      levyCents: 1_525,
      totalCents: 52_345,
    },
  },
  events: [
    { at: '2026-11-01T10:00:00.000Z', type: 'created', status: 'started' },
    {
      at: '2026-11-01T10:05:00.000Z',
      type: 'priced',
      status: 'quoted',
      totalCents: 52_345,
      tableVersion: '2025.1',
    },
    { at: '2026-11-01T10:09:00.000Z', type: 'purchased', status: 'purchased', detail: 'pay_9' },
  ],
  purchasedAt: '2026-11-01T10:09:00.000Z',
  policy: {
    _id: 'p1',
    policyNumber: 'IVY-P-4HXM9R2C',
    quoteId: base._id,
    webReference: base.webReference,
    status: 'active',
    holder: {},
    vehicle: {},
    cover: {},
    premium: {},
    startDate: '2026-12-01',
    endDate: '2027-11-30',
    paymentOption: 'annual',
    paymentReference: 'pay_9',
    createdDay: '2026-11-01',
    createdAt: '2026-11-01T10:09:00.000Z',
  },
};

function renderDetail() {
  render(
    <MemoryRouter initialEntries={[`/admin/quotes/${BOUGHT._id}`]}>
      <Routes>
        <Route path="/admin/quotes/:id" element={<QuoteAdminPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.quote = BOUGHT;
  api.payments = [];
});

describe('QuoteAdminPage', () => {
  it('tells the quote’s story: price, answers, history, payments and policy', async () => {
    api.payments = [
      {
        _id: 'pay1',
        purpose: 'new_policy',
        subject: { type: 'quote', id: BOUGHT._id },
        option: 'annual',
        status: 'succeeded',
        amountCents: 52_345,
        currency: 'EUR',
        provider: 'sandbox',
        attempt: 1,
        customer: { name: 'Niamh', email: 'niamh@example.ie' },
        reference: 'IVY-P-4HXM9R2C',
        createdDay: '2026-11-01',
        createdAt: '2026-11-01T10:08:00.000Z',
      },
    ];
    renderDetail();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Quote IVY-7K3M-Q9TX');
    expect(screen.getByRole('region', { name: 'Particulars' })).toHaveTextContent("Niamh O'Sullivan");
    expect(screen.getByRole('heading', { name: 'Price (table 2025.1): €523.45 a year' })).toBeVisible();
    expect(screen.getByRole('table', { name: 'How your price is made up' })).toHaveTextContent(
      'Dublin City€8.20',
    );

    const answers = screen.getByRole('region', { name: 'Answers' });
    expect(within(answers).getAllByRole('button', { expanded: true }).length).toBeGreaterThan(0);
    await userEvent.click(within(answers).getAllByRole('button')[0]);
    expect(within(answers).getAllByRole('button')[0]).toHaveAttribute('aria-expanded', 'false');

    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('row');
    expect(history.map((row) => row.textContent)).toEqual([
      'WhenWhatStatus afterPriceDetail',
      '01/11/2026, 10:00CreatedStarted',
      '01/11/2026, 10:05PricedQuoted€523.45 (table 2025.1)',
      '01/11/2026, 10:09BoughtBoughtpay_9',
    ]);
    expect(api.usePayments).toHaveBeenCalledWith({ page: 0, quoteId: BOUGHT._id });
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveTextContent(
      '01/11/2026, 10:08: €523.45 (Annual), Paid, IVY-P-4HXM9R2C',
    );
    const policy = screen.getByRole('region', { name: 'Policy' });
    expect(policy).toHaveTextContent('Policy numberIVY-P-4HXM9R2C');
    // Values in words, never the API's codes.
    expect(policy).toHaveTextContent('StatusActive');
    expect(policy).toHaveTextContent('Paid byAnnual');
    expect(policy).not.toHaveTextContent(/annual|active/);
  });

  it('gives a declined quote’s reasons instead of a price, and says when there are no payments', () => {
    api.quote = {
      ...BOUGHT,
      status: 'declined',
      policy: undefined,
      result: {
        outcome: 'declined',
        tableVersion: '2025.1',
        pricedAt: '2026-11-01T10:05:00.000Z',
        reasons: [{ code: 'UNDER_MIN_AGE', message: 'The proposer must be 17 or older.' }],
      },
    };
    renderDetail();
    expect(screen.getByRole('region', { name: 'Declined' })).toHaveTextContent(
      'The proposer must be 17 or older. UNDER_MIN_AGE',
    );
    expect(screen.getByText('No payments for this quote.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Policy' })).not.toBeInTheDocument();
  });
});
