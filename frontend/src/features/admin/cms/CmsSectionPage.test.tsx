import { ApiFailure } from '@ivy/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CmsSectionRecord, CmsVersionsPage } from '#src/api/cms';
import { cmsSection, cmsVersion, TESTIMONIALS, versionsPage } from './cmsFixtures';
import { CmsSectionPage } from './CmsSectionPage';

const api = vi.hoisted(() => ({
  section: undefined as CmsSectionRecord | undefined,
  versions: undefined as CmsVersionsPage | undefined,
  reload: vi.fn(),
  saveCmsSection: vi.fn(),
  restoreCmsVersion: vi.fn(),
}));
vi.mock('#src/api/cms', () => ({
  useCmsSection: () => ({ data: api.section, mutate: api.reload }),
  useCmsVersions: () => ({ data: api.versions }),
  saveCmsSection: api.saveCmsSection,
  restoreCmsVersion: api.restoreCmsVersion,
}));

const dialogs = vi.hoisted(() => ({
  confirmDanger: vi.fn(),
  showSuccess: vi.fn(),
  showSaved: vi.fn(),
  showError: vi.fn(),
}));
vi.mock('#src/components/dialogs', () => dialogs);

function renderEditor(section: CmsSectionRecord, versions = versionsPage([cmsVersion(3), cmsVersion(2)])) {
  api.section = section;
  api.versions = versions;
  render(
    <MemoryRouter initialEntries={[`/admin/cms/${section._id}`]}>
      <Routes>
        <Route path="/admin/cms/:id" element={<CmsSectionPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const saved = (section: CmsSectionRecord) => ({ ok: true, message: 'Section saved.', errors: {}, section });
const lastSave = () => api.saveCmsSection.mock.calls.at(-1);
const item = (number: number) => screen.getByRole('group', { name: new RegExp(`^Item ${number}:`) });

beforeEach(() => {
  vi.clearAllMocks();
  dialogs.confirmDanger.mockResolvedValue(true);
  api.saveCmsSection.mockImplementation((_id, changes) => Promise.resolve(saved(cmsSection(changes))));
});

describe('CmsSectionPage (/admin/cms/{id})', () => {
  it('shows the section with its title, rich text body and when it was last saved', () => {
    renderEditor(cmsSection());
    expect(screen.getByRole('heading', { level: 1, name: 'Edit a CMS section' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'home / hero' })).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Car insurance made for you');
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Straightforward cover.');
    expect(screen.getByRole('toolbar', { name: 'Body: formatting' })).toBeVisible();
    expect(screen.getByText('15/01/2026, 10:30 by aoife.byrne@example.ie')).toBeVisible();
    expect(screen.getByText('This section has no items.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves the changes over the version it opened, and says so', async () => {
    renderEditor(cmsSection());
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Cover that fits');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(lastSave()).toEqual([
      cmsSection()._id,
      { version: 3, title: 'Cover that fits', body: '<p>Straightforward cover.</p>', items: [] },
    ]);
    // A routine save: the dialog closes by itself.
    expect(dialogs.showSaved).toHaveBeenCalledWith('Saved!', 'Section saved.');
  });

  it('edits items: every field labelled, added, moved and removed, sent in the new order', async () => {
    renderEditor(cmsSection({ key: 'testimonials', items: TESTIMONIALS }));
    expect(within(item(1)).getByLabelText('Quote')).toHaveValue('Great service');
    expect(within(item(1)).getByLabelText('Customer name')).toHaveValue('Aoife');
    expect(within(item(2)).getByLabelText('Stars')).toHaveValue('4.5');
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move item 2 up' }));
    expect(within(item(1)).getByLabelText('Customer name')).toHaveValue('Niamh');

    expect(screen.getByLabelText('Kind of item to add')).toHaveValue('testimonial');
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.type(within(item(3)).getByLabelText('Quote'), 'Brilliant');
    await userEvent.type(within(item(3)).getByLabelText('Customer name'), 'Ciara');
    await userEvent.selectOptions(within(item(3)).getByLabelText('Stars'), '4');

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(lastSave()?.[1].items).toEqual([
      { kind: 'testimonial', content: 'Easy to deal with', name: 'Niamh', rating: 4.5 },
      { kind: 'testimonial', content: 'Brilliant', name: 'Ciara', rating: 4 },
    ]);
  });

  it("asks for an added item's required fields before sending, and shows the server's item errors", async () => {
    renderEditor(cmsSection({ items: TESTIMONIALS }));
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.saveCmsSection).not.toHaveBeenCalled();
    expect(within(item(3)).getAllByText('Required')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove item 3' }));
    api.saveCmsSection.mockRejectedValue(
      new ApiFailure(400, {
        ok: false,
        message: 'Please correct the highlighted fields.',
        errors: { 'items.1.name': ['At most 100 characters'] },
      }),
    );
    await userEvent.type(within(item(2)).getByLabelText('Customer name'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(item(2)).findByText('At most 100 characters')).toBeVisible();
    expect(dialogs.showError).toHaveBeenCalledWith('Error!', 'Please correct the highlighted fields.');
  });

  it('keeps the edits and offers the latest version when someone else saved first (409)', async () => {
    const message = 'This section was saved by niamh@example.ie (now version 4) after you opened version 3.';
    api.saveCmsSection.mockRejectedValue(new ApiFailure(409, { ok: false, message, errors: {} }));
    renderEditor(cmsSection());
    await userEvent.type(screen.getByLabelText('Title'), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone saved this section after you opened it.',
    );
    expect(dialogs.showError).toHaveBeenCalledWith('Error!', message);
    expect(screen.getByLabelText('Title')).toHaveValue('Car insurance made for you!');
    await userEvent.click(screen.getByRole('button', { name: 'Load the latest version' }));
    expect(api.reload).toHaveBeenCalled();
  });

  it('lists the versions and restores one after confirmation', async () => {
    api.restoreCmsVersion.mockResolvedValue(saved(cmsSection({ version: 4 })));
    renderEditor(
      cmsSection(),
      versionsPage([
        cmsVersion(3, { restoredFrom: 1 }),
        cmsVersion(2),
        cmsVersion(1, { savedBy: undefined }),
      ]),
    );
    const table = screen.getByRole('table', { name: 'Versions of this section' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('3 (current)')).toBeVisible();
    expect(within(rows[0]).getByText('Title at version 3 (restored version 1)')).toBeVisible();
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[2]).getByText('First published')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Restore version 2' }));
    expect(dialogs.confirmDanger).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Restore version 2?', confirmButtonText: 'Yes, restore it' }),
    );
    expect(api.restoreCmsVersion).toHaveBeenCalledWith(cmsSection()._id, 2, 3);
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Restored!', 'Version 2 is live again.');
  });

  it('restores nothing when the confirmation is declined', async () => {
    dialogs.confirmDanger.mockResolvedValue(false);
    renderEditor(cmsSection());
    await userEvent.click(screen.getByRole('button', { name: 'Restore version 2' }));
    expect(api.restoreCmsVersion).not.toHaveBeenCalled();
  });
});
