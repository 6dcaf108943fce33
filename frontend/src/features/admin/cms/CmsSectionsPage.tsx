import { Link } from 'react-router-dom';
import { useCmsSections, type CmsSectionRecord } from '#src/api/cms';
import { Pagination } from '#src/components/Pagination';
import { TextField } from '#src/components/TextField';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { EmptyState } from '../shared/EmptyState';
import { FiltersBar } from '../shared/FiltersBar';
import { formatDateTime } from '../shared/format';
import { Loaded } from '../shared/Loaded';
import { SelectField } from '#src/components/SelectField';
import { useListParams } from '../shared/useListParams';
import { cmsSectionPath } from './cmsPaths';
import { sectionsByPage } from './sectionsByPage';
import './cms.css';

const FILTERS = ['search', 'cms_page'] as const;

const columns: Column<CmsSectionRecord>[] = [
  { header: 'Title', cell: (s) => s.title },
  { header: 'Key', cell: (s) => <code>{s.key}</code> },
  { header: 'Items', cell: (s) => String(s.items.length) },
  { header: 'Version', cell: (s) => String(s.version) },
  {
    header: 'Last saved',
    cell: (s) => `${formatDateTime(s.updatedAt)}${s.updatedBy ? ` by ${s.updatedBy}` : ''}`,
  },
  {
    header: 'Actions',
    cell: (s) => (
      <Link className="row-action" to={cmsSectionPath(s._id)} aria-label={`Edit ${s.page} / ${s.key}`}>
        Edit
      </Link>
    ),
  },
];

/** /admin/cms: the public pages' sections, grouped by page, with a page filter and search. */
export function CmsSectionsPage() {
  const { page, filters, setPage, setFilters } = useListParams(FILTERS);
  const { data, error } = useCmsSections({ page, search: filters.search, cms_page: filters.cms_page });
  const pageOptions = [
    { value: '', label: 'All pages' },
    ...(data?.pages ?? []).map((p) => ({ value: p.page, label: `${p.page} (${p.sections})` })),
    // The page in the address stays choosable while the list loads.
    ...(filters.cms_page && !data ? [{ value: filters.cms_page, label: filters.cms_page }] : []),
  ];

  return (
    <>
      <AdminPageHeader title="CMS" />
      <FiltersBar label="Filter sections" filters={filters} onApply={setFilters}>
        <TextField name="search" label="Title or key" type="search" />
        <SelectField name="cms_page" label="Page" options={pageOptions} />
      </FiltersBar>
      <Loaded data={data} error={error}>
        {({ sections, page: shown, total_pages }) => (
          <>
            {sections.length === 0 ? <EmptyState>No sections match.</EmptyState> : null}
            {sectionsByPage(sections).map((group) => (
              <section key={group.page} className="cms-page-group" aria-labelledby={`cms-page-${group.page}`}>
                <h2 id={`cms-page-${group.page}`}>Page: {group.page}</h2>
                <DataTable
                  caption={`Sections of ${group.page}`}
                  columns={columns}
                  rows={group.sections}
                  rowKey={(s) => s._id}
                  emptyText="No sections."
                />
              </section>
            ))}
            <Pagination page={shown} totalPages={total_pages} onChange={setPage} />
          </>
        )}
      </Loaded>
    </>
  );
}
