import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CookieRecord } from '#src/api/cookies';
import { CookieRecordCreatePage, CookieRecordEditPage, CookieRecordsPage } from './CookieRecordPages';
import { deleteRowConfirmed, dialogs, renderAdminAt, resetAdminMocks } from '#src/test/adminPages';

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
vi.mock('#src/api/cookies', () => ({
  useCookieRecordsOf: (category: string | undefined) => {
    api.useCookieRecordsOf(category);
    return { data: { cookies: api.cookies } };
  },
  useCookieRecord: () => ({ data: RECORD }),
  createCookieRecord: api.createCookieRecord,
  updateCookieRecord: api.updateCookieRecord,
  deleteCookieRecord: api.deleteCookieRecord,
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

const ROUTES = {
  '/admin/cookies': <CookieRecordsPage />,
  '/admin/cookies/create': <CookieRecordCreatePage />,
  '/admin/cookies/edit/:id': <CookieRecordEditPage />,
};

const renderAt = (path: string) => renderAdminAt(path, ROUTES);

beforeEach(() => {
  resetAdminMocks();
  api.cookies = [];
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
    await deleteRowConfirmed({
      button: 'Delete _ga (Analytics)',
      remove: api.deleteCookieRecord,
      id: RECORD._id,
      noun: 'Cookie',
    });
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
