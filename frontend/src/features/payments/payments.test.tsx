import { brand } from '../../brand';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { PaymentResult, QuoteCheckout } from '../../api/payments';
import { rememberQuoteToken } from '../../api/quotes';
import { leaveForProvider } from './leaveForProvider';
import { QuotePaymentPage, QuotePaymentResultPage } from './pages';

// The client takes the global fetch when it is created, so the stub must be in place before the import.
const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const answer = (body: object, status = 200) =>
  Promise.resolve(
    new Response(
      JSON.stringify({ ok: status < 400, message: status < 400 ? 'OK' : 'Refused', errors: {}, ...body }),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    ),
  );

vi.mock('./leaveForProvider', () => ({ leaveForProvider: vi.fn() }));
const assign = vi.mocked(leaveForProvider);

beforeEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  sessionStorage.clear();
});

const result = (changes: Partial<PaymentResult> = {}): PaymentResult => ({
  _id: 'p1',
  purpose: 'new_policy',
  subject: { type: 'quote', id: 'q1' },
  option: 'annual',
  status: 'pending',
  amountCents: 52_345,
  currency: 'EUR',
  description: 'Comprehensive car insurance, 2019 Toyota Corolla: annual premium',
  message: 'We are waiting for the payment provider to confirm your payment.',
  ...changes,
});

function show(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/get-a-quote/payment" element={<QuotePaymentPage />} />
          <Route path="/get-a-quote/payment/success" element={<QuotePaymentResultPage />} />
          <Route path="/get-a-quote/payment/failed" element={<QuotePaymentResultPage />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const sent = (index: number) => fetchMock.mock.calls[index][0];

describe('the payment result screen', () => {
  it('confirms while the webhook lands, then shows the policy number from the verified record', async () => {
    fetchMock
      .mockImplementationOnce(() => answer({ payment: result() }))
      .mockImplementation(() =>
        answer({
          payment: result({
            status: 'succeeded',
            reference: 'IVY-P-4HXM9R2C',
            card: { brand: 'Visa', last4: '4242' },
            coverStartDate: '2026-05-08',
          }),
        }),
      );
    show('/get-a-quote/payment/success?payment=p1&sig=signed');
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeInTheDocument();
    // The verdict's heading takes focus by an effect, which can run after the render that shows it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payment received' })).toHaveFocus());
    expect(screen.getByText('IVY-P-4HXM9R2C')).toBeInTheDocument();
    expect(screen.getByText('Visa ending 4242')).toBeInTheDocument();
    expect(screen.getByText('8 May 2026')).toBeInTheDocument();
    // Entry needs the Instagram steps the competition names: the page does not claim it is done.
    expect(screen.queryByText(/You are entered/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(new URL(sent(0).url).pathname + new URL(sent(0).url).search).toBe(
      '/api/v1/payments/p1/result?sig=signed',
    );
  });

  it('shows the monthly Direct Debits under a paid deposit', async () => {
    fetchMock.mockImplementation(() =>
      answer({
        payment: result({
          status: 'succeeded',
          option: 'monthly_deposit',
          reference: 'IVY-P-4HXM9R2C',
          mandate: {
            reference: 'IVY-DD-2222222222',
            accountHolder: 'Aoife Byrne',
            ibanMasked: 'IE** **** **** **** 5678',
          },
          instalments: [
            { dueDate: '2026-06-08', amountCents: 10_011 },
            { dueDate: '2026-07-08', amountCents: 10_011 },
          ],
        }),
      }),
    );
    show('/get-a-quote/payment/success?payment=p1&sig=signed');
    const table = await screen.findByRole('table', { name: 'Your monthly Direct Debits' });
    expect(table).toHaveTextContent('8 June 2026€100.11');
    expect(screen.getByText(/IE\*\* \*\*\*\* \*\*\*\* \*\*\*\* 5678/)).toBeInTheDocument();
  });

  it('offers a retry after a decline, which opens a new attempt with the quote’s token', async () => {
    rememberQuoteToken('q1', 'token-q1');
    fetchMock.mockImplementation((request) => {
      if (request.url.includes('/result')) {
        return answer({ payment: result({ status: 'failed', message: 'Your card was declined.' }) });
      }
      if (request.method === 'POST') {
        return answer({ paymentId: 'p2', redirectUrl: '/payments/sandbox/p2' }, 201);
      }
      return answer({ checkout: checkout() });
    });
    show('/get-a-quote/payment/failed?payment=p1&sig=signed');
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/p2'));
    const start = fetchMock.mock.calls
      .map(([request]) => request)
      .find((request) => request.method === 'POST');
    expect(start?.headers.get('X-Quote-Token')).toBe('token-q1');
    expect(await start?.json()).toEqual({ quoteId: 'q1', option: 'annual' });
  });

  it('says a cancel plainly: the web reference, nothing charged, no cover, and every way on', async () => {
    rememberQuoteToken('q1', 'token-q1');
    fetchMock.mockImplementation((request) =>
      request.url.includes('/result')
        ? answer({
            payment: result({
              status: 'cancelled',
              message: 'The payment was cancelled. Nothing has been taken.',
              subjectReference: 'IVY-7K3M-Q9TX',
            }),
          })
        : answer({ checkout: checkout() }),
    );
    show('/get-a-quote/payment/failed?payment=p1&sig=signed');
    expect(await screen.findByRole('heading', { name: 'Payment cancelled' })).toBeInTheDocument();
    expect(screen.getByText('IVY-7K3M-Q9TX')).toBeInTheDocument();
    expect(
      screen.getByText(/Nothing has been charged to your card\. Your cover has not started\./),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry payment' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to your quote' })).toHaveAttribute(
      'href',
      '/get-a-quote/summary?quote=q1',
    );
    expect(await screen.findByRole('link', { name: 'Pay monthly by Direct Debit instead' })).toHaveAttribute(
      'href',
      '/get-a-quote/payment-options?quote=q1',
    );
    expect(screen.getByRole('link', { name: /^0/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('says a pending payment on the failed route took nothing, and tells a held payment we will call', async () => {
    fetchMock.mockImplementation(() => answer({ payment: result() }));
    const { unmount } = show('/get-a-quote/payment/failed?payment=p1&sig=signed');
    expect(await screen.findByText(/left the payment page before paying/)).toBeInTheDocument();
    unmount();

    const held = 'We received your payment but need to check it — we will contact you.';
    fetchMock.mockImplementation(() => answer({ payment: result({ status: 'held', message: held }) }));
    show('/get-a-quote/payment/success?payment=p1&sig=signed');
    expect(await screen.findByText(held)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
  });

  it('tells a customer whose policy could not be issued yet what happens next, with our number', async () => {
    const slow = 'We received your payment, but your documents are taking longer than usual.';
    // Every ask answers alike: the screen asks again with the tab's token when it holds one.
    fetchMock.mockImplementation(() =>
      answer({
        payment: result({ status: 'unfulfilled', message: slow, subjectReference: 'IVY-7K3M-Q9TX' }),
      }),
    );
    show('/get-a-quote/payment/success?payment=p1&sig=signed');
    expect(await screen.findByRole('heading', { name: 'We received your payment' })).toHaveFocus();
    expect(screen.getByText(slow)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(screen.getByText(/no need to pay again/)).toHaveTextContent(/quote IVY-7K3M-Q9TX/);
    expect(screen.getByRole('link', { name: brand.phone.dublin })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:/),
    );
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument();
  });

  it("asks with the tab's token for what the payment is for: the link alone answers no details", async () => {
    rememberQuoteToken('q1', 'secret-q1');
    const { description: _, ...linkAlone } = result({ status: 'succeeded' });
    const full = result({ status: 'succeeded', reference: 'IVY-P-4HXM9R2C' });
    fetchMock.mockImplementation((request) =>
      answer({ payment: request.headers.get('X-Quote-Token') === 'secret-q1' ? full : linkAlone }),
    );
    show('/get-a-quote/payment/success?payment=p1&sig=signed');
    expect(await screen.findByText('IVY-P-4HXM9R2C')).toBeInTheDocument();
    expect(screen.getByText(/2019 Toyota Corolla/)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0].headers.get('X-Quote-Token')).toBeNull();
    expect(fetchMock.mock.calls[1][0].headers.get('X-Quote-Token')).toBe('secret-q1');
  });

  it('says so when the link does not open a payment', async () => {
    fetchMock.mockImplementation(() => answer({ message: 'We could not find this payment.' }, 404));
    show('/get-a-quote/payment/success?payment=p1&sig=forged');
    expect(
      await screen.findByRole('heading', { name: 'We could not find this payment' }),
    ).toBeInTheDocument();
  });
});

const checkout = (changes: Partial<QuoteCheckout> = {}): QuoteCheckout => ({
  quoteId: 'q1',
  webReference: 'IVY-7K3M-Q9TX',
  customer: { name: 'Aoife Byrne', email: 'aoife@example.ie' },
  coverLabel: 'Comprehensive',
  startDate: '2026-05-08',
  vehicle: '2019 Toyota Corolla (191-D-12345)',
  annualCents: 100_000,
  monthly: {
    depositCents: 15_001,
    instalments: 9,
    instalmentCents: 10_011,
    creditChargeCents: 5_100,
    apr: 15.1,
    totalPayableCents: 105_100,
    schedule: [{ dueDate: '2026-06-08', amountCents: 10_011 }],
  },
  chosenOption: 'annual',
  mandateTerms: {
    creditorName: 'Ivy Car Insurance',
    creditorId: 'IE31ZZZ654321',
    text: 'You authorise (A) Ivy…',
  },
  ...changes,
});

describe('the payment hand-off page', () => {
  it('sends a customer who has not confirmed the documents back to the quote, with no way to pay', async () => {
    rememberQuoteToken('q1', 'token-q1');
    const problem =
      'Before paying, please read the documents on your quote and confirm that your answers are correct.';
    fetchMock.mockImplementation(() => answer({ checkout: checkout({ acceptanceProblem: problem }) }));
    show('/get-a-quote/payment?quote=q1');
    expect(await screen.findByRole('heading', { name: 'Before you pay' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(problem);
    expect(screen.getByRole('link', { name: 'Read the documents on your quote' })).toHaveAttribute(
      'href',
      '/get-a-quote/summary?quote=q1',
    );
    expect(screen.queryByRole('button', { name: 'Pay securely' })).toBeNull();
  });

  it('sums up the annual payment and sends the customer to the provider’s page', async () => {
    rememberQuoteToken('q1', 'token-q1');
    fetchMock
      .mockImplementationOnce(() => answer({ checkout: checkout() }))
      .mockImplementationOnce(() => answer({ paymentId: 'p1', redirectUrl: '/payments/sandbox/p1' }, 201));
    show('/get-a-quote/payment?quote=q1');
    expect(await screen.findByRole('heading', { name: 'Pay securely' })).toBeInTheDocument();
    expect(screen.getByText('€1,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay securely' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/sandbox/p1'));
  });

  it('takes the Direct Debit mandate before a monthly deposit, showing the server’s IBAN message', async () => {
    rememberQuoteToken('q1', 'token-q1');
    const ibanMessage = 'This IBAN is not valid: please check it for a mistyped character.';
    fetchMock
      .mockImplementationOnce(() => answer({ checkout: checkout({ chosenOption: 'monthly_deposit' }) }))
      .mockImplementationOnce(() => answer({ errors: { iban: [ibanMessage] } }, 400));
    show('/get-a-quote/payment?quote=q1');
    expect(await screen.findByText('€150.01')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Your monthly Direct Debits' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agree and pay securely' }));
    expect(
      await screen.findByText('Please tick the box to agree to the Direct Debit mandate'),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(screen.getByLabelText('IBAN'), 'IE29 AIBK 9311 5212 3456 79');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Agree and pay securely' }));
    expect(await screen.findByText(ibanMessage)).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(await sent(1).json()).toEqual({
      accountHolder: 'Aoife Byrne',
      iban: 'IE29 AIBK 9311 5212 3456 79',
      consent: true,
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for an empty or cleared IBAN beside the box, and puts the banner above the fields', async () => {
    rememberQuoteToken('q1', 'token-q1');
    fetchMock
      .mockImplementationOnce(() => answer({ checkout: checkout({ chosenOption: 'monthly_deposit' }) }))
      .mockImplementationOnce(() => answer({ errors: { accountHolder: ['Enter the name'] } }, 400));
    show('/get-a-quote/payment?quote=q1');
    const pay = await screen.findByRole('button', { name: 'Agree and pay securely' });
    await userEvent.click(pay);
    expect(await screen.findByText('Please enter the IBAN of the account to pay from')).toBeInTheDocument();
    expect(screen.getByText('Please tick the box to agree to the Direct Debit mandate')).toBeInTheDocument();

    const iban = screen.getByLabelText('IBAN');
    await userEvent.type(iban, 'IE29');
    await userEvent.clear(iban);
    await userEvent.click(pay);
    expect(screen.getByText('Please enter the IBAN of the account to pay from')).toBeInTheDocument();
    await waitFor(() => expect(iban).toHaveFocus());
    expect(screen.queryByText(/too long/)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await userEvent.type(iban, 'IE29 AIBK 9311 5212 3456 78');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(pay);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Please check the answers marked below.');
    // The refusal takes focus to the banner, which says what to check.
    await waitFor(() => expect(banner).toHaveFocus());
    expect(banner.compareDocumentPosition(screen.getByLabelText('Account holder'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('asks to retrieve a quote this tab has no token for', async () => {
    show('/get-a-quote/payment?quote=never-opened');
    expect(await screen.findByRole('heading', { name: 'We could not open this quote' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
