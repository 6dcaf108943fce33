import { ApiFailure } from '@ivy/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Contact, EnquiriesPage, EnquiriesQuery } from '#src/api/forms';
import { ContactPage, ContactsPage } from './ContactPages';
import { CONTACT, enquiriesPage } from './enquiryFixtures';
import { dialogs, resetAdminMocks } from '#src/test/adminPages';

const api = vi.hoisted(() => ({
  page: undefined as unknown,
  one: undefined as unknown,
  usePage: vi.fn(),
  update: vi.fn(),
  remove: vi.fn(),
}));
vi.mock('#src/api/forms', () => ({
  contacts: {
    usePage: (query: EnquiriesQuery) => {
      api.usePage(query);
      return { data: api.page };
    },
    useOne: () => ({ data: api.one }),
    update: api.update,
    remove: api.remove,
  },
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

function renderList(page: EnquiriesPage<Contact>, at = '/admin/contacts') {
  api.page = page;
  render(
    <MemoryRouter initialEntries={[at]}>
      <ContactsPage />
    </MemoryRouter>,
  );
}

function renderView(contact: Contact) {
  api.one = contact;
  render(
    <MemoryRouter initialEntries={[`/admin/contacts/edit/${contact._id}`]}>
      <Routes>
        <Route path="/admin/contacts/edit/:id" element={<ContactPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const lastQuery = () => api.usePage.mock.calls.at(-1)?.[0];

beforeEach(() => {
  resetAdminMocks();
});

describe('ContactsPage (SPEC §2 All Contacts)', () => {
  it("says 'No Contacts Available ...' when there are none, with no pagination", () => {
    renderList(enquiriesPage([]));
    expect(screen.getByRole('heading', { level: 1, name: 'All Contacts' })).toBeVisible();
    expect(screen.getByText('No Contacts Available ...')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('lists name, email, phone, message, status, created on and actions; Edit opens the contact', () => {
    renderList(enquiriesPage([{ ...CONTACT, status: 'in progress' }]));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Message', 'Status', 'Created On', 'Actions']);
    const [, row] = screen.getAllByRole('row');
    expect(within(row).getByText('Siobhán Murphy')).toBeVisible();
    expect(within(row).getByText('In progress')).toBeVisible();
    expect(within(row).getByText('0871234567')).toBeVisible();
    expect(within(row).getByText('15/01/2026, 10:30')).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Edit Siobhán Murphy (siobhan@example.ie)' }),
    ).toHaveAttribute('href', `/admin/contacts/edit/${CONTACT._id}`);
  });

  it('cuts a long message in the list', () => {
    renderList(enquiriesPage([{ ...CONTACT, message: 'a'.repeat(200) }]));
    expect(screen.getByText(`${'a'.repeat(80)}…`)).toBeVisible();
  });

  it('pages past one page and filters by text and status', async () => {
    renderList(enquiriesPage([CONTACT], { total_pages: 2 }));
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination).toHaveTextContent('of 2');
    await userEvent.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(lastQuery()).toMatchObject({ page: 1 });
    await userEvent.type(screen.getByLabelText('Name, email or reference'), 'murphy');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In progress');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(lastQuery()).toEqual({ page: 0, search: 'murphy', status: 'in progress' });
  });

  it('asks before deleting, then confirms it', async () => {
    api.remove.mockResolvedValue({ ok: true, message: 'Deleted', errors: {} });
    renderList(enquiriesPage([CONTACT]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Siobhán Murphy (siobhan@example.ie)' }));
    expect(dialogs.confirmDanger).toHaveBeenCalledWith({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      subject: 'Siobhán Murphy (siobhan@example.ie)',
      confirmButtonText: 'Yes, delete it!',
    });
    expect(api.remove).toHaveBeenCalledWith(CONTACT._id);
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Deleted!', 'Contact has been deleted.');
  });

  it('deletes nothing when staff say no', async () => {
    dialogs.confirmDanger.mockResolvedValue(false);
    renderList(enquiriesPage([CONTACT]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Siobhán Murphy (siobhan@example.ie)' }));
    expect(api.remove).not.toHaveBeenCalled();
  });
});

describe('ContactPage (SPEC §2 View Contact)', () => {
  it('shows the accordion of Contact Details and Message, both open, each with a visible toggle', async () => {
    renderView(CONTACT);
    expect(screen.getByRole('heading', { level: 1, name: 'View Contact' })).toBeVisible();
    const details = screen.getByRole('heading', { level: 2, name: 'Contact Details' }).closest('details');
    const message = screen.getByRole('heading', { level: 2, name: 'Message' }).closest('details');
    expect(details).toHaveAttribute('open');
    expect(within(details as HTMLElement).getByText('Siobhán Murphy')).toBeInTheDocument();
    expect(within(details as HTMLElement).getByRole('link', { name: 'siobhan@example.ie' })).toHaveAttribute(
      'href',
      'mailto:siobhan@example.ie',
    );
    expect(within(details as HTMLElement).getByText('0871234567')).toBeInTheDocument();
    expect(message).toHaveAttribute('open');
    expect(within(message as HTMLElement).getByText(/Mornings suit best\./)).toBeVisible();
    const summary = message?.querySelector('summary') as HTMLElement;
    expect(within(summary).getByText('Collapse')).toBeVisible();
    // jsdom toggles a summary on click only; the browser journey toggles it from the keyboard.
    await userEvent.click(summary);
    expect(message).not.toHaveAttribute('open');
    expect(await within(summary).findByText('Expand')).toBeVisible();
    expect(screen.getByText('CT-7Q4K2M')).toBeVisible();
  });

  it('saves the status and the staff note', async () => {
    api.update.mockResolvedValue({ ok: true, message: 'Contact updated.', errors: {} });
    renderView(CONTACT);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Done');
    await userEvent.type(screen.getByLabelText('Staff note'), 'Called back.');
    await userEvent.click(save);
    expect(api.update).toHaveBeenCalledWith(CONTACT._id, { status: 'done', note: 'Called back.' });
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Success!', 'Contact updated.');
  });

  it("shows the server's refusal under the note and as 'Error!'", async () => {
    const errors = { note: ['note must be shorter than or equal to 2000 characters'] };
    api.update.mockRejectedValue(
      new ApiFailure(400, { ok: false, message: 'Please check the note.', errors }),
    );
    renderView(CONTACT);
    await userEvent.type(screen.getByLabelText('Staff note'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(dialogs.showError).toHaveBeenCalledWith('Error!', 'Please check the note.');
    expect(await screen.findByText(errors.note[0])).toBeVisible();
  });
});
