import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Report, StatisticsModel } from '#src/api/statistics';
import { StatisticsPage } from './StatisticsPage';

const fetchMock = vi.hoisted(() => {
  const mock = vi.fn<(request: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', mock);
  return mock;
});

const answer = (body: object, status = 200) =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        ok: status < 400,
        message: status < 400 ? 'OK' : 'Unknown field "colour" in quotes.',
        errors: {},
        ...body,
      }),
      {
        status,
        headers: { 'Content-Type': 'application/json' },
      },
    ),
  );

const funnel: Report = {
  key: 'quote-funnel',
  title: 'Quote funnel',
  description: 'Quotes started, priced and bought.',
  chart: 'table',
  from: '2026-03-01',
  to: '2026-03-02',
  rowLabels: ['Day'],
  unit: 'count',
  pivot: {
    rows: [['2026-03-01'], ['2026-03-02']],
    columns: [['started'], ['priced'], ['purchased']],
    cells: [
      [0, 0, 0],
      [3, 2, 1],
    ],
    rowTotals: [0, 6],
    columnTotals: [3, 2, 1],
    total: 3,
    matched: 3,
  },
  figures: [{ label: 'Conversion (bought of started)', value: 33.33, unit: 'percent' }],
  builtAt: '2026-03-02T10:00:00Z',
};

const quotes: StatisticsModel = {
  key: 'quotes',
  label: 'Quotes',
  defaultDate: 'createdDay',
  fields: [
    { key: 'createdDay', label: 'Created', kind: 'date' },
    {
      key: 'status',
      label: 'Status',
      kind: 'category',
      values: [
        { code: 'quoted', label: 'Quoted' },
        { code: 'purchased', label: 'Bought' },
      ],
    },
    { key: 'coverType', label: 'Cover type', kind: 'category' },
    { key: 'premium', label: 'Premium', kind: 'number', unit: 'eur' },
  ],
};

const explored = {
  pivot: {
    rows: [['comprehensive'], ['tpft']],
    columns: [[]],
    cells: [[750], [400]],
    rowTotals: [750, 400],
    columnTotals: [633.33],
    total: 633.33,
    matched: 3,
  },
  rowLabels: ['Cover type'],
  columnLabels: [],
  valueLabel: 'Average of premium',
  unit: 'eur',
  builtAt: '2026-03-02T10:00:00Z',
};

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <StatisticsPage />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  fetchMock.mockImplementation(async (request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/v1/statistics/reports') return answer({ reports: [funnel] });
    if (path === '/api/v1/statistics/reports/quote-funnel') return answer({ report: funnel });
    if (path === '/api/v1/statistics/models') return answer({ models: [quotes] });
    if (path === '/api/v1/statistics/dashboards') {
      return answer({ data: [], page: 0, page_size: 10, total_pages: 1, total_items: 0 });
    }
    if (path === '/api/v1/statistics/explore') {
      const body = (await request.json()) as { rows: string[] };
      return body.rows.includes('coverType')
        ? answer(explored)
        : answer({ errors: { 'rows.0': ['x'] } }, 400);
    }
    return answer({}, 404);
  });
});

it('opens on the first dashboard with its figures and table', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { name: 'Quote funnel' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Quote funnel' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByText('33.33%')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Quote funnel' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'DayStartedPricedBoughtTotal',
    '01/03/20260000',
    '02/03/20263216',
    'Total3213',
  ]);
  expect(screen.getByText(/No saved dashboards yet/)).toBeInTheDocument();
  // The range that applies is the one the boxes show.
  const dashboards = screen.getByRole('region', { name: 'Dashboards' });
  expect(within(dashboards).getByLabelText('From')).toHaveValue('2026-03-01');
  expect(within(dashboards).getByLabelText('To')).toHaveValue('2026-03-02');
});

it('builds a pivot in the explorer and shows the server’s refusal', async () => {
  const user = userEvent.setup();
  renderPage();
  const form = await screen.findByRole('form', { name: 'Build a table' });
  await user.selectOptions(within(form).getByLabelText('Rows'), 'coverType');
  await user.selectOptions(within(form).getByLabelText('Columns'), '');
  await user.selectOptions(within(form).getByLabelText('Value'), 'avg');
  await user.selectOptions(within(form).getByLabelText('Of the number'), 'premium');
  await user.click(within(form).getByRole('button', { name: 'Show table' }));
  const table = await screen.findByRole('table', { name: 'Average of premium' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['Cover typeTotal', 'Comprehensive€750.00', 'Tpft€400.00', 'Total€633.33']);
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();

  await user.selectOptions(within(form).getByLabelText('Rows'), 'status');
  await user.click(within(form).getByRole('button', { name: 'Show table' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Unknown field "colour" in quotes.');
});

it('lists saved dashboards by the name of their model', async () => {
  const dashboard = {
    _id: 'd1',
    name: 'Bought by cover',
    chart: 'table',
    query: { model: 'quotes', rows: ['coverType'], columns: [], value: { op: 'count' }, grain: 'month' },
    createdBy: 'Aoife',
    createdAt: '2026-03-02T10:00:00Z',
    updatedAt: '2026-03-02T10:00:00Z',
  };
  const others = fetchMock.getMockImplementation();
  fetchMock.mockImplementation((request) =>
    new URL(request.url).pathname === '/api/v1/statistics/dashboards'
      ? answer({ data: [dashboard], page: 0, page_size: 10, total_pages: 1, total_items: 1 })
      : others!(request),
  );
  renderPage();
  const row = await screen.findByRole('row', { name: /Bought by cover/ });
  expect(row).toHaveTextContent('Quotes');
  expect(row).not.toHaveTextContent('quotes');
});

it('offers the known values of the field a filter is on, in words', async () => {
  const user = userEvent.setup();
  renderPage();
  const form = await screen.findByRole('form', { name: 'Build a table' });
  await user.selectOptions(within(form).getByLabelText('Only where'), 'status');
  const box = within(form).getByRole('combobox', { name: /Is one of/ });
  expect(box).toHaveAccessibleDescription('Known: Quoted, Bought');
  const offered = document.getElementById(box.getAttribute('list') ?? '');
  expect([...(offered?.querySelectorAll('option') ?? [])].map((option) => option.value)).toEqual([
    'Quoted',
    'Bought',
  ]);
});
