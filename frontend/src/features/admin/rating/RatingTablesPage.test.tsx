import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { RatingTableSummary } from '#src/api/rating';
import { ACTIVE, DRAFT, PREVIOUS, version } from './ratingFixtures';
import { RatingTablesPage } from './RatingTablesPage';
import { dialogs, resetAdminMocks } from '#src/test/adminPages';

const api = vi.hoisted(() => ({
  rows: [] as RatingTableSummary[],
  useRatingTables: vi.fn(),
  activateRatingTable: vi.fn(),
  retireRatingTable: vi.fn(),
  rollbackRatingTable: vi.fn(),
}));
vi.mock('#src/api/rating', () => ({
  useRatingTables: (query: object) => {
    api.useRatingTables(query);
    return { data: { data: api.rows, page: 0, page_size: 10, total_pages: 1, total_items: api.rows.length } };
  },
  activateRatingTable: api.activateRatingTable,
  retireRatingTable: api.retireRatingTable,
  rollbackRatingTable: api.rollbackRatingTable,
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

function renderList() {
  render(
    <MemoryRouter initialEntries={['/admin/rating']}>
      <RatingTablesPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetAdminMocks();
  api.rows = [DRAFT, ACTIVE, PREVIOUS, version('2023.1', { status: 'retired' })];
});

describe('RatingTablesPage', () => {
  it('lists every version with its status; only inactive ones can be activated or retired', () => {
    renderList();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Draft',
      'Active',
      'Inactive (was active)',
      'Retired',
    ]);
    expect(within(rows[1]).getByText(/by the system \(built in\)/)).toBeVisible();
    expect(within(rows[0]).getByRole('button', { name: 'Activate version 2026.1' })).toBeVisible();
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[3]).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload a new version' })).toHaveAttribute(
      'href',
      '/admin/rating/upload?from=id-2025.1',
    );
  });

  it('rolls back only after the confirmation names the version coming back', async () => {
    api.rollbackRatingTable.mockResolvedValue(PREVIOUS);
    dialogs.confirmDanger.mockResolvedValueOnce(false);
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Roll back' }));
    expect(dialogs.confirmDanger).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Roll back to version 2024.2?', confirmButtonText: 'Yes, roll back' }),
    );
    expect(api.rollbackRatingTable).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Roll back' }));
    expect(api.rollbackRatingTable).toHaveBeenCalledTimes(1);
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Rolled back!', expect.any(String));
  });

  it('activates a draft after asking, and shows the server’s refusal', async () => {
    api.activateRatingTable.mockRejectedValue(
      new (await import('@ivy/api-client')).ApiFailure(422, {
        ok: false,
        message: 'Version 2026.1 takes effect on 2026-02-01; activate it on or after that day.',
        errors: {},
      }),
    );
    renderList();
    await userEvent.click(screen.getByRole('button', { name: 'Activate version 2026.1' }));
    expect(api.activateRatingTable).toHaveBeenCalledWith('id-2026.1');
    expect(dialogs.showError).toHaveBeenCalledWith(
      'Error!',
      'Version 2026.1 takes effect on 2026-02-01; activate it on or after that day.',
    );
  });
});
