import { useState } from 'react';
import { restoreCmsVersion, useCmsVersions, type CmsSectionRecord, type CmsVersion } from '#src/api/cms';
import { CmsHtml } from '#src/components/CmsHtml';
import { confirmedAction } from '../shared/confirmedAction';
import { DataTable, type Column } from '../shared/DataTable';
import { formatDateTime } from '../shared/format';
import { plural } from '#src/language/plural';

/** A section's saved versions, newest first; any but the current one can be restored. */
export function CmsVersions({ section }: { section: CmsSectionRecord }) {
  const [page, setPage] = useState(0);
  const { data, error } = useCmsVersions(section._id, page);

  const onRestore = (version: CmsVersion) =>
    confirmedAction({
      confirm: {
        title: `Restore version ${version.version}?`,
        text:
          'The section will show the title, body and items of that version again. It is saved as a new ' +
          'version, so this can be undone too. Unsaved changes in the form above are lost.',
        confirmButtonText: 'Yes, restore it',
      },
      run: () => restoreCmsVersion(section._id, version.version, section.version),
      success: { title: 'Restored!', text: `Version ${version.version} is live again.` },
    });

  const columns: Column<CmsVersion>[] = [
    {
      header: 'Version',
      cell: (v) => (v.version === section.version ? `${v.version} (current)` : String(v.version)),
    },
    { header: 'Saved', cell: (v) => formatDateTime(v.savedAt) },
    { header: 'By', cell: (v) => v.savedBy ?? 'First published' },
    {
      header: 'Content',
      cell: (v) => (
        <details className="cms-version">
          <summary>
            {v.title}
            {v.restoredFrom ? ` (restored version ${v.restoredFrom})` : ''}
          </summary>
          <CmsHtml className="prose" html={v.body} />
          {v.items.length > 0 ? <p>{plural(v.items.length, 'item')}</p> : null}
        </details>
      ),
    },
    {
      header: 'Actions',
      cell: (v) =>
        v.version === section.version ? null : (
          <button
            type="button"
            className="row-action"
            aria-label={`Restore version ${v.version}`}
            onClick={() => void onRestore(v)}
          >
            Restore
          </button>
        ),
    },
  ];

  return (
    <section className="admin-panel admin-panel--wide" aria-labelledby="cms-versions-heading">
      <h2 id="cms-versions-heading">Version history</h2>
      <DataTable
        caption="Versions of this section"
        columns={columns}
        rows={data?.versions}
        rowKey={(v) => String(v.version)}
        emptyText="No versions yet."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </section>
  );
}
