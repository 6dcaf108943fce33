import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { acceptQuoteDocuments, type Quote } from '#src/api/quotes';
import { brand } from '#src/brand';
import { quoteWith } from '../quoteFixtures';
import { BeforeYouBuy } from './BeforeYouBuy';

vi.mock('#src/api/quotes', () => ({ acceptQuoteDocuments: vi.fn(), downloadQuoteStatement: vi.fn() }));
const accept = vi.mocked(acceptQuoteDocuments);

const NEEDED =
  'Before paying, please read the documents on your quote and confirm that your answers are correct.';

function show(quote: Quote) {
  return render(
    <MemoryRouter initialEntries={['/get-a-quote/summary']}>
      <Routes>
        <Route path="/get-a-quote/summary" element={<BeforeYouBuy quote={quote} />} />
        <Route path="/get-a-quote/payment-options" element={<h1>How would you like to pay?</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => accept.mockReset());

describe('BeforeYouBuy', () => {
  it('links each document with its version, and the statement of fact on screen and as a PDF', () => {
    show(quoteWith({ status: 'quoted', acceptanceProblem: NEEDED }));
    expect(
      screen.getByRole('link', { name: /Insurance Product Information Document \(IPID\)/ }),
    ).toHaveAttribute('href', brand.documents.ipid);
    expect(screen.getByRole('link', { name: /Policy Booklet/ })).toHaveAttribute(
      'href',
      brand.documents.policyBooklet,
    );
    expect(screen.getByRole('link', { name: /Our Terms of Business/ })).toHaveAttribute(
      'href',
      brand.documents.termsOfBusiness,
    );
    for (const version of Object.values(brand.documentVersions))
      expect(screen.getByText(`version ${version}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your answers' })).toHaveAttribute('href', '#your-answers');
    expect(screen.getByRole('button', { name: 'Download your statement of fact (PDF)' })).toBeInTheDocument();
  });

  it('will not go on until the box is ticked, then records the confirmation and goes to paying', async () => {
    accept.mockResolvedValue(quoteWith({ status: 'quoted' }));
    show(quoteWith({ status: 'quoted', acceptanceProblem: NEEDED }));
    const confirm = screen.getByRole('button', { name: 'Confirm and choose how to pay' });
    await userEvent.click(confirm);
    expect(
      await screen.findByText(
        'Please tick the box to confirm you have read the documents and your answers are correct',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    expect(accept).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: /I have read my statement of fact/ }));
    await userEvent.click(confirm);
    expect(await screen.findByRole('heading', { name: 'How would you like to pay?' })).toBeInTheDocument();
    expect(accept).toHaveBeenCalledWith('65a1b2c3d4e5f60718293a4b');
  });

  it('shows a current confirmation with its time, and asks again when a document changed since', async () => {
    const acceptance = {
      acceptedAt: '2026-11-26T09:30:00.000Z',
      versions: { statementOfFact: 'sof-1', ...brand.documentVersions },
    };
    const { unmount } = show(quoteWith({ status: 'quoted', acceptance }));
    expect(screen.getByText(/You confirmed on 26 November 2026 at 09:30/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose how to pay' })).toHaveAttribute(
      'href',
      '/get-a-quote/payment-options?quote=65a1b2c3d4e5f60718293a4b',
    );
    unmount();

    const changed =
      'A document has changed since you confirmed it. Please read the documents on your quote again and confirm.';
    show(quoteWith({ status: 'quoted', acceptance, acceptanceProblem: changed }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(changed));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryByRole('link', { name: 'Choose how to pay' })).toBeNull();
  });
});
