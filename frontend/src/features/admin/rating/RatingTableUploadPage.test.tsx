import { ApiFailure } from '@ivy/api-client';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ACTIVE_DETAIL, DRAFT } from './ratingFixtures';
import { RatingTableUploadPage } from './RatingTableUploadPage';

const api = vi.hoisted(() => ({ uploadRatingTable: vi.fn(), useRatingTable: vi.fn() }));
vi.mock('#src/api/rating', () => api);

const dialogs = vi.hoisted(() => ({ showSuccess: vi.fn() }));
vi.mock('#src/components/dialogs', () => dialogs);

function renderUpload(address = '/admin/rating/upload') {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/admin/rating/upload" element={<RatingTableUploadPage />} />
        <Route path="/admin/rating/:id" element={<h1>Version page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const box = () => screen.getByLabelText('Rating table (JSON)');
const paste = (text: string) => fireEvent.change(box(), { target: { value: text } });
const upload = () => userEvent.click(screen.getByRole('button', { name: 'Check and upload' }));

beforeEach(() => {
  vi.clearAllMocks();
  api.useRatingTable.mockReturnValue({ data: ACTIVE_DETAIL });
});

describe('RatingTableUploadPage', () => {
  it('says what is wrong with text that is not JSON, without sending it', async () => {
    renderUpload();
    paste('{"version": "2026.1",');
    await upload();
    // The form takes a submit's errors when its (asynchronous) handler settles.
    await waitFor(() => expect(box()).toHaveAccessibleDescription(/^This is not valid JSON: /));
    expect(api.uploadRatingTable).not.toHaveBeenCalled();
  });

  it('lists each problem the server found by where it is; nothing is stored', async () => {
    api.uploadRatingTable.mockRejectedValue(
      new ApiFailure(400, {
        ok: false,
        message: 'The rating table has 2 problems; nothing was saved.',
        errors: {
          'table.factors.age[3].upTo': ['Must be above the band before'],
          'table.version': ['Version 2025.1 exists already'],
        },
      }),
    );
    renderUpload();
    paste('{"version": "2025.1"}');
    await upload();
    const problems = await screen.findByRole('alert');
    expect(problems).toHaveAccessibleName('The rating table has 2 problems; nothing was saved.');
    // The list takes focus by an effect, which can run after the render that shows it.
    await waitFor(() => expect(problems).toHaveFocus());
    expect(problems).toHaveTextContent(
      'factors › age › row 4 › upTo table.factors.age[3].upTo: Must be above',
    );
    expect(problems).toHaveTextContent('version table.version: Version 2025.1 exists already');
    expect(api.uploadRatingTable).toHaveBeenCalledWith({ version: '2025.1' });
  });

  it('starts from an existing version, and opens the stored draft', async () => {
    api.uploadRatingTable.mockResolvedValue(DRAFT);
    renderUpload('/admin/rating/upload?from=id-2025.1');
    expect(api.useRatingTable).toHaveBeenCalledWith('id-2025.1');
    expect(JSON.parse((box() as HTMLTextAreaElement).value)).toEqual(ACTIVE_DETAIL.table);
    await upload();
    expect(await screen.findByRole('heading', { name: 'Version page' })).toBeVisible();
    expect(dialogs.showSuccess).toHaveBeenCalledWith(
      'Uploaded!',
      'Version 2026.1 is stored as a draft. Activate it to use it.',
    );
  });

  it('reads a chosen .json file into the box', async () => {
    renderUpload();
    const file = new File(['{"version":"2026.2"}'], 'table.json', { type: 'application/json' });
    await userEvent.upload(screen.getByLabelText('Choose a .json file'), file);
    expect(await screen.findByText('table.json loaded below.')).toBeVisible();
    expect(box()).toHaveValue('{"version":"2026.2"}');
  });
});
