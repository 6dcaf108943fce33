import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CookieRecord } from '../../../api/cookies';
import { CookieRecordCreatePage, CookieRecordEditPage, CookieRecordsPage } from './CookieRecordPages';

const RECORD: CookieRecord = {
  _id: '65f0c0ffee0000000000k001',
  category: 'Analytics',
  name: '_ga',
  description: 'Tells visits apart for Google Analytics.',
  retentionPeriod: '2 years',
  dataController: 'Google Ireland Limited',
};

const api = vi.hoisted(() => ({
  cookies: [] as unknown[],
  useCookieRecordsOf: vi.fn(),
  createCookieRecord: vi.fn(),
  updateCookieRecord: vi.fn(),
  deleteCookieRecord: vi.fn(),
}));
vi.mock('../../../api/cookies', () => ({
  useCookieRecordsOf: (category: string | undefined) => {
    api.useCookieRecordsOf(category);
    return { data: { cookies: api.cookies } };
  },
  useCookieRecord: () => ({ data: RECORD }),
  createCookieRecord: api.createCookieRecord,
  updateCookieRecord: api.updateCookieRecord,
  deleteCookieRecord: api.deleteCookieRecord,
}));

const dialogs = vi.hoisted(() => ({ confirmDanger: vi.fn(), showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../../components/dialogs', () => dialogs);

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/cookies" element={<CookieRecordsPage />} />
        <Route path="/admin/cookies/create" element={<CookieRecordCreatePage />} />
        <Route path="/admin/cookies/edit/:id" element={<CookieRecordEditPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  api.cookies = [];
  dialogs.confirmDanger.mockResolvedValue(true);
});

describe('CookieRecordsPage', () => {
  it('says so when there are no records', () => {
    renderAt('/admin/cookies');
    expect(screen.getByText('No Cookies Available ...')).toBeVisible();
  });

  it('lists the SPEC §3 fields, filters by category and deletes after confirmation', async () => {
    api.cookies = [RECORD];
    api.deleteCookieRecord.mockResolvedValue({ ok: true, message: 'Deleted', errors: {} });
    renderAt('/admin/cookies');
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Category',
      'Name',
      'Description',
      'Retention Period',
      'Data Controller',
      'Actions',
    ]);
    const [, row] = screen.getAllByRole('row');
    expect(within(row).getByText('Google Ireland Limited')).toBeVisible();
    expect(api.useCookieRecordsOf).toHaveBeenLastCalledWith(undefined);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Analytics');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.useCookieRecordsOf).toHaveBeenLastCalledWith('Analytics');
    await userEvent.click(screen.getByRole('button', { name: 'Delete _ga (Analytics)' }));
    expect(api.deleteCookieRecord).toHaveBeenCalledWith(RECORD._id);
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Deleted!', 'Cookie has been deleted.');
  });
});

describe('cookie record form', () => {
  it('creates a record with every field required', async () => {
    api.createCookieRecord.mockResolvedValue({ ok: true, message: 'Cookie created.', errors: {} });
    renderAt('/admin/cookies/create');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(screen.getAllByText('Required')).toHaveLength(4);
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Functional');
    await userEvent.type(screen.getByLabelText('Name'), 'ivy_lang');
    await userEvent.type(screen.getByLabelText('Description'), 'Remembers the language chosen.');
    await userEvent.type(screen.getByLabelText('Retention Period'), '1 year');
    await userEvent.type(screen.getByLabelText('Data Controller'), 'Ivy Car Insurance');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(api.createCookieRecord).toHaveBeenCalledWith({
      category: 'Functional',
      name: 'ivy_lang',
      description: 'Remembers the language chosen.',
      retentionPeriod: '1 year',
      dataController: 'Ivy Car Insurance',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookies' })).toBeVisible();
  });

  it('edits a record, sending only its own fields', async () => {
    api.updateCookieRecord.mockResolvedValue({ ok: true, message: 'Cookie updated.', errors: {} });
    renderAt(`/admin/cookies/edit/${RECORD._id}`);
    await userEvent.clear(screen.getByLabelText('Retention Period'));
    await userEvent.type(screen.getByLabelText('Retention Period'), '13 months');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const { _id, ...fields } = RECORD;
    expect(api.updateCookieRecord).toHaveBeenCalledWith(_id, { ...fields, retentionPeriod: '13 months' });
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Success!', 'Cookie updated.');
  });
});
