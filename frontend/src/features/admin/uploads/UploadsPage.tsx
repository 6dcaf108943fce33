import { useState } from 'react';
import { deleteUpload, updateUploadAlt, useUploads, type Upload } from '#src/api/uploads';
import { showSuccess } from '#src/components/dialogs';
import { Pagination } from '#src/components/Pagination';
import { TextField } from '#src/components/TextField';
import { ActionForm } from '../shared/ActionForm';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { EmptyState } from '../shared/EmptyState';
import { submitFailure } from '../shared/failure';
import { formatDateTime } from '../shared/format';
import { Loaded } from '../shared/Loaded';
import { UploadForm } from './UploadForm';
import { formatBytes, placesOf, srcSetOf } from './uploadFacts';
import '../shared/facts.css';
import { confirmDelete } from '../shared/rowActions';
import './uploads.css';

const PAGE_SIZE = 24;

/** /admin/uploads: the image library (blog and CMS pictures), newest first. */
export function UploadsPage() {
  const [page, setPage] = useState(0);
  const { data, error } = useUploads(page, PAGE_SIZE);

  return (
    <>
      <AdminPageHeader title="Uploads" />
      <UploadForm onUploaded={() => setPage(0)} />
      <Loaded data={data} error={error}>
        {({ uploads, page: shown, total_pages }) => (
          <>
            {uploads.length === 0 ? (
              <EmptyState>No images yet. Upload one above.</EmptyState>
            ) : (
              <ul className="upload-grid" aria-label="Images">
                {uploads.map((upload) => (
                  <UploadCard key={upload._id} upload={upload} />
                ))}
              </ul>
            )}
            <Pagination page={shown} totalPages={total_pages} onChange={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}

function UploadCard({ upload }: { upload: Upload }) {
  const places = placesOf(upload);
  const name = upload.filename;

  const onSaveAlt = async ({ alt }: { alt?: string }) => {
    try {
      const answer = await updateUploadAlt(upload._id, alt ?? '');
      await showSuccess('Saved!', answer.message);
    } catch (failure) {
      return submitFailure(failure);
    }
  };

  const onDelete = () => confirmDelete('Image', `${name} and all its sizes`, () => deleteUpload(upload._id));

  return (
    <li className="upload-card">
      <img
        className="upload-card__image"
        src={upload.src}
        srcSet={srcSetOf(upload)}
        sizes="(max-width: 40rem) 100vw, 20rem"
        width={upload.width}
        height={upload.height}
        alt={upload.alt}
        loading="lazy"
        decoding="async"
      />
      <div className="upload-card__body">
        <h2 className="upload-card__name">{name}</h2>
        <dl className="fact-list upload-card__facts">
          <dt>Size</dt>
          <dd>
            {upload.width} × {upload.height} px, {formatBytes(upload.bytes)} {upload.format.toUpperCase()}
          </dd>
          <dt>Widths</dt>
          <dd>{upload.variants.map((v) => v.width).join(', ')} px</dd>
          <dt>Uploaded</dt>
          <dd>
            {formatDateTime(upload.createdAt)} by {upload.uploadedBy.name}
          </dd>
          <dt>Used in</dt>
          <dd>{places.length > 0 ? places.join('; ') : 'Not used yet'}</dd>
        </dl>
        <ActionForm<{ alt?: string }>
          initialValues={{ alt: upload.alt }}
          onSubmit={onSaveAlt}
          submitLabel="Save alt text"
          disabledUntilChanged
          actions={
            <button
              type="button"
              className="button button--quiet upload-card__delete"
              aria-label={`Delete ${name}`}
              onClick={() => void onDelete()}
            >
              Delete
            </button>
          }
        >
          <TextField name="alt" label={`Alt text for ${name}`} maxLength={250} />
        </ActionForm>
      </div>
    </li>
  );
}
