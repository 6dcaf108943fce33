import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { QuoteSummary, QuotesQuery } from '#src/api/quotes';
import { QuotesAdminPage } from './QuotesAdminPage';

const api = vi.hoisted(() => ({ rows: [] as QuoteSummary[], totalPages: 1, useAdminQuotes: vi.fn() }));
vi.mock('#src/api/quotes', () => ({
  useAdminQuotes: (query: QuotesQuery) => {
    api.useAdminQuotes(query);
    return {
      data: {
        data: api.rows,
        page: query.page ?? 0,
        page_size: 10,
        total_pages: api.totalPages,
        total_items: 1,
      },
    };
  },
}));

const BOUGHT: QuoteSummary = {
  _id: '65a1b2c3d4e5f60718293a4b',
  webReference: 'IVY-7K3M-Q9TX',
  status: 'purchased',
  source: 'web',
  firstName: 'Niamh',
  lastName: "O'Sullivan",
  email: 'niamh@example.ie',
  createdAt: '2026-01-15T10:30:00.000Z',
  createdDay: '2026-01-15',
  area: 'Dublin City',
  totalCents: 52_345,
  tableVersion: '2025.1',
  policyNumber: 'IVY-P-4HXM9R2C',
};

const lastQuery = () => api.useAdminQuotes.mock.calls.at(-1)?.[0];

function renderList(address = '/admin/quotes') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <QuotesAdminPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  api.rows = [BOUGHT];
  api.totalPages = 1;
});

describe('QuotesAdminPage', () => {
  it('lists each quote with a link to its detail', () => {
    renderList();
    const [, row] = screen.getAllByRole('row');
    expect(row).toHaveTextContent("IVY-7K3M-Q9TX15/01/2026, 10:30Niamh O'Sullivanniamh@example.ieBought");
    expect(row).toHaveTextContent('€523.45IVY-P-4HXM9R2C');
    expect(within(row).getByRole('link', { name: 'Open quote IVY-7K3M-Q9TX' })).toHaveAttribute(
      'href',
      '/admin/quotes/65a1b2c3d4e5f60718293a4b',
    );
  });

  it('searches by reference, email or surname with a status and days, from the first page', async () => {
    api.totalPages = 3;
    renderList('/admin/quotes?page=2');
    expect(lastQuery()).toMatchObject({ page: 1 });
    await userEvent.type(screen.getByLabelText('Web reference, email or surname'), 'ivy-7k3m');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Referred');
    await userEvent.type(screen.getByLabelText('Created from'), '2026-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastQuery()).toEqual({
      page: 0,
      search: 'ivy-7k3m',
      status: 'referred',
      from: '2026-01-01',
      to: '',
    });
  });

  it("says 'No Quotes Available ...' when nothing matches", () => {
    api.rows = [];
    renderList('/admin/quotes?search=nobody');
    expect(screen.getByText('No Quotes Available ...')).toBeVisible();
  });
});
