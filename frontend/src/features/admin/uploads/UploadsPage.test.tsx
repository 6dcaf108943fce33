import { ApiFailure } from '@ivy/api-client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Upload, UploadsPage as UploadsAnswer } from '#src/api/uploads';
import { UploadsPage } from './UploadsPage';
import { dialogs, resetAdminMocks } from '#src/test/adminPages';

const IMAGE: Upload = {
  _id: '65f0c0ffee00000000000d01',
  src: '/uploads/3f2a9c0d1e4b5a6c7d8e-960.webp',
  width: 1600,
  height: 900,
  alt: 'A car on a coast road',
  variants: [
    { width: 320, height: 180, url: '/uploads/3f2a9c0d1e4b5a6c7d8e-320.webp', bytes: 9000 },
    { width: 960, height: 540, url: '/uploads/3f2a9c0d1e4b5a6c7d8e-960.webp', bytes: 41000 },
  ],
  filename: 'kerry-coast.jpg',
  format: 'jpeg',
  bytes: 2_500_000,
  uploadedBy: { id: 'u1', name: 'Aoife Byrne' },
  usedBy: [],
  createdAt: '2026-01-15T10:30:00.000Z',
  updatedAt: '2026-01-15T10:30:00.000Z',
};

const api = vi.hoisted(() => ({
  answer: undefined as UploadsAnswer | undefined,
  useUploads: vi.fn(),
  updateUploadAlt: vi.fn(),
  deleteUpload: vi.fn(),
  uploadImage: vi.fn(),
}));
vi.mock('#src/api/uploads', () => ({
  useUploads: (page: number, size: number) => {
    api.useUploads(page, size);
    return { data: api.answer };
  },
  updateUploadAlt: api.updateUploadAlt,
  deleteUpload: api.deleteUpload,
  uploadImage: api.uploadImage,
}));

vi.mock('#src/components/dialogs', () => import('#src/test/adminPages').then((kit) => kit.dialogs));

function renderLibrary(uploads: Upload[], paging: Partial<UploadsAnswer> = {}) {
  api.answer = {
    ok: true,
    message: 'OK',
    errors: {},
    uploads,
    page: 0,
    page_size: 24,
    total_pages: 1,
    total_items: uploads.length,
    ...paging,
  };
  render(<UploadsPage />);
}

const card = () => screen.getAllByRole('listitem')[0];
const image = (name: string, size: number, type: string) =>
  Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });

beforeEach(() => {
  resetAdminMocks();
});

describe('UploadsPage (/admin/uploads)', () => {
  it('says when the library is empty', () => {
    renderLibrary([]);
    expect(screen.getByText('No images yet. Upload one above.')).toBeVisible();
  });

  it('shows each image with its sizes, uploader and uses', () => {
    renderLibrary([
      IMAGE,
      {
        ...IMAGE,
        _id: 'd2',
        filename: 'team.png',
        usedBy: [{ kind: 'cms', id: 'c', label: 'home: Our team', where: 'section' }],
      },
    ]);
    const [first, second] = screen.getAllByRole('listitem');
    const img = within(first).getByRole('img', { name: 'A car on a coast road' });
    expect(img).toHaveAttribute('srcset', `${IMAGE.variants[0].url} 320w, ${IMAGE.variants[1].url} 960w`);
    expect(img).toHaveAttribute('width', '1600');
    expect(within(first).getByText('1600 × 900 px, 2.4 MB JPEG')).toBeVisible();
    expect(within(first).getByText('320, 960 px')).toBeVisible();
    expect(within(first).getByText('15/01/2026, 10:30 by Aoife Byrne')).toBeVisible();
    expect(within(first).getByText('Not used yet')).toBeVisible();
    expect(within(second).getByText('the CMS section "home: Our team"')).toBeVisible();
  });

  it('saves the alt text', async () => {
    api.updateUploadAlt.mockResolvedValue({ ok: true, message: 'Image updated.', errors: {}, image: IMAGE });
    renderLibrary([IMAGE]);
    const alt = within(card()).getByLabelText('Alt text for kerry-coast.jpg');
    await userEvent.clear(alt);
    await userEvent.type(alt, 'Slea Head');
    await userEvent.click(within(card()).getByRole('button', { name: 'Save alt text' }));
    expect(api.updateUploadAlt).toHaveBeenCalledWith(IMAGE._id, 'Slea Head');
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Saved!', 'Image updated.');
  });

  it("asks before deleting, and shows the server's refusal while the image is in use", async () => {
    const message =
      'This image is in use and cannot be deleted. It appears in the CMS section "home: Our team".';
    api.deleteUpload.mockRejectedValue(new ApiFailure(409, { ok: false, message, errors: {} }));
    renderLibrary([IMAGE]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete kerry-coast.jpg' }));
    expect(dialogs.confirmDanger).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Are you sure?', confirmButtonText: 'Yes, delete it!' }),
    );
    expect(api.deleteUpload).toHaveBeenCalledWith(IMAGE._id);
    expect(dialogs.showError).toHaveBeenCalledWith('Error!', message);
  });

  it('uploads with progress, then shows the newest page', async () => {
    let finish: (value: unknown) => void = () => undefined;
    api.uploadImage.mockImplementation((_file, _alt, onProgress: (fraction: number) => void) => {
      onProgress(0.4);
      return new Promise((resolve) => (finish = resolve));
    });
    renderLibrary([IMAGE], { total_pages: 2 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(api.useUploads).toHaveBeenLastCalledWith(1, 24);
    const file = image('dog.png', 2048, 'image/png');
    await userEvent.upload(screen.getByLabelText('Image (JPEG, PNG, WebP or GIF, up to 10 MB)'), file);
    await userEvent.type(screen.getByLabelText('Alt text (describes the picture)'), 'A dog');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(api.uploadImage).toHaveBeenCalledWith(file, 'A dog', expect.any(Function));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '0.4');
    expect(screen.getByRole('button', { name: 'Uploading…' })).toBeDisabled();

    finish({ ok: true, message: 'Image uploaded.', errors: {}, image: IMAGE });
    expect(await screen.findByRole('button', { name: 'Upload' })).toBeEnabled();
    expect(dialogs.showSuccess).toHaveBeenCalledWith('Uploaded!', 'Image uploaded.');
    expect(api.useUploads).toHaveBeenLastCalledWith(0, 24);
  });

  it("refuses a file that is too large before sending it, and shows the server's refusal", async () => {
    renderLibrary([IMAGE]);
    const input = screen.getByLabelText('Image (JPEG, PNG, WebP or GIF, up to 10 MB)');
    await userEvent.upload(input, image('huge.jpg', 12 * 1024 * 1024, 'image/jpeg'));
    expect(screen.getByText('This file is 12.0 MB; images may be at most 10.0 MB.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(api.uploadImage).not.toHaveBeenCalled();

    const message = 'The file is not a JPEG, PNG, WebP or GIF image.';
    api.uploadImage.mockRejectedValue(new ApiFailure(415, { ok: false, message, errors: {} }));
    await userEvent.upload(input, image('fake.png', 100, 'image/png'));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(message)).toBeVisible();
  });
});
