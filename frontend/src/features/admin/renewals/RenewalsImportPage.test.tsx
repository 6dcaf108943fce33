import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RenewalImport } from '#src/api/renewals';
import { RenewalsImportPage } from './RenewalsImportPage';

const api = vi.hoisted(() => ({ job: undefined as unknown }));
vi.mock('#src/api/renewals', () => ({
  importErrorsUrl: (id: string) => `/api/v1/renewals/imports/${id}/errors.csv`,
  refreshRenewalLists: vi.fn(),
  RENEWALS_TEMPLATE_URL: '/api/v1/renewals/imports/template.csv',
  runRenewalImport: vi.fn(),
  uploadRenewalSheet: vi.fn(),
  useRenewalImport: () => ({ data: api.job }),
  useRenewalImports: () => ({ data: { data: [], page: 0, total_pages: 1 } }),
}));

const CHECKED: RenewalImport = {
  _id: '6650c0ffee00000000000001',
  fileName: 'january.csv',
  fileType: 'csv',
  fileBytes: 420,
  status: 'validated',
  uploadedBy: { id: 'u1', name: 'Orla Walsh' },
  dryRun: { total: 2, new: 0, updated: 1, unchanged: 1, invalid: 0 },
  ignoredColumns: [],
  firstErrors: [],
  errorCount: 0,
  firstChanges: [
    {
      row: 3,
      policyNumber: 'IVY-R-100001',
      changes: [
        { column: 'Renewal premium', from: '598.00', to: '601.00' },
        { column: 'Phone', from: '0871234567', to: '' },
      ],
    },
  ],
  processedRows: 0,
  createdAt: '2026-11-28T10:00:00.000Z',
};

function renderAt(job: RenewalImport) {
  api.job = job;
  render(
    <MemoryRouter initialEntries={[`/admin/renewals/import?import=${job._id}`]}>
      <RenewalsImportPage />
    </MemoryRouter>,
  );
}

describe('RenewalsImportPage', () => {
  it('shows before the run what a row changes on a renewal on file, old and new', () => {
    renderAt(CHECKED);
    const table = screen.getByRole('table', { name: '1 renewal on file will change; it is shown below' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Row', 'Policy number', 'Column', 'Now', 'After the import'],
      ['3', 'IVY-R-100001', 'Renewal premium', '598.00', '601.00'],
      ['3', 'IVY-R-100001', 'Phone', '0871234567', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Import 1 renewal' })).toBeEnabled();
  });

  it('shows no changes once the file is imported', () => {
    renderAt({ ...CHECKED, status: 'completed', durationMs: 900 });
    expect(screen.queryByRole('table', { name: /on file will change/ })).not.toBeInTheDocument();
  });
});
