import { ApiFailure } from '@ivy/api-client';
import arrayMutators from 'final-form-arrays';
import { useMemo, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import { saveCmsSection, useCmsSection, type CmsSectionRecord } from '#src/api/cms';
import { showSaved } from '#src/components/dialogs';
import { TextField } from '#src/components/TextField';
import { required } from '#src/components/validators';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { submitFailure } from '../shared/failure';
import { formatDateTime } from '../shared/format';
import { Loaded } from '../shared/Loaded';
import { RichTextField } from '#src/components/RichTextField';
import { CmsItemsField } from './CmsItemsField';
import { itemsToSave, nestedErrors, type CmsItem } from './cmsItems';
import { CMS_LIST } from './cmsPaths';
import { CmsVersions } from './CmsVersions';
import '../shared/facts.css';
import '../shared/forms.css';
import './cms.css';

interface SectionValues {
  title: string;
  body: string;
  items: CmsItem[];
}

/** /admin/cms/{id}: one section's title, body and items, and its version history. */
export function CmsSectionPage() {
  const { id = '' } = useParams();
  const { data: section, error, mutate } = useCmsSection(id);

  return (
    <>
      <AdminPageHeader title="Edit a CMS section">
        <Link className="button button--quiet" to={CMS_LIST}>
          All sections
        </Link>
      </AdminPageHeader>
      <Loaded data={section} error={error}>
        {(loaded) => (
          <>
            <SectionEditor section={loaded} reload={() => void mutate()} />
            <CmsVersions section={loaded} />
          </>
        )}
      </Loaded>
    </>
  );
}

function SectionEditor({ section, reload }: { section: CmsSectionRecord; reload: () => void }) {
  const [stale, setStale] = useState(false);
  // A new object only when the section itself changes, or the form would reset on every render.
  const initialValues = useMemo<SectionValues>(
    () => ({ title: section.title, body: section.body, items: section.items as unknown as CmsItem[] }),
    [section],
  );

  const onSubmit = async (values: SectionValues) => {
    try {
      const answer = await saveCmsSection(section._id, {
        version: section.version,
        title: values.title,
        body: values.body ?? '',
        items: itemsToSave(values.items ?? []) as unknown as CmsSectionRecord['items'],
      });
      setStale(false);
      await showSaved('Saved!', answer.message);
    } catch (failure) {
      if (failure instanceof ApiFailure && failure.status === 409) setStale(true);
      return nestedErrors(submitFailure(failure) as Record<string, string> | undefined);
    }
  };

  const loadLatest = () => {
    setStale(false);
    reload();
  };

  return (
    <section className="admin-panel admin-panel--wide" aria-labelledby="cms-section-heading">
      <h2 id="cms-section-heading">
        {section.page} / {section.key}
      </h2>
      <dl className="fact-list">
        <dt>Version</dt>
        <dd>{section.version}</dd>
        <dt>Last saved</dt>
        <dd>
          {formatDateTime(section.updatedAt)}
          {section.updatedBy ? ` by ${section.updatedBy}` : ' (as first published)'}
        </dd>
      </dl>
      {stale ? (
        <div className="cms-stale" role="alert">
          <p>
            Someone saved this section after you opened it. Your changes are still in the form below but were
            not saved. Copy anything you need, then load the latest version and make your change again.
          </p>
          <button type="button" className="button button--primary" onClick={loadLatest}>
            Load the latest version
          </button>
        </div>
      ) : null}
      <Form<SectionValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        mutators={{ ...arrayMutators }}
        render={({ handleSubmit, submitting, pristine }) => (
          <form
            noValidate
            aria-labelledby="cms-section-heading"
            aria-busy={submitting}
            onSubmit={(event) => void handleSubmit(event)}
          >
            <TextField name="title" label="Title" maxLength={200} validate={required} />
            <RichTextField name="body" label="Body" />
            <CmsItemsField />
            <div className="form-actions">
              <button type="submit" className="button button--primary" disabled={submitting || pristine}>
                Save
              </button>
            </div>
          </form>
        )}
      />
    </section>
  );
}
