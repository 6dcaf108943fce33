import type { SubmissionErrors } from 'final-form';
import { Link, useParams } from 'react-router-dom';
import {
  createCookieRecord,
  deleteCookieRecord,
  updateCookieRecord,
  useCookieRecord,
  useCookieRecordsOf,
  type CookieCategory,
  type CookieRecord,
  type CookieRecordInput,
} from '#src/api/cookies';
import { TextField } from '#src/components/TextField';
import { required } from '#src/components/validators';
import { TextAreaField } from '#src/components/TextAreaField';
import { ActionForm } from '../shared/ActionForm';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { RecordEditor, useSaveAndReturn } from '../shared/RecordEditor';
import { actionsColumn, confirmDelete } from '../shared/rowActions';
import { SelectField } from '#src/components/SelectField';
import { useListParams } from '../shared/useListParams';

export const COOKIES_LIST = '/admin/cookies';
export const COOKIE_CREATE = '/admin/cookies/create';
export const cookieEditPath = (id: string) => `/admin/cookies/edit/${encodeURIComponent(id)}`;

const CATEGORIES: readonly CookieCategory[] = ['Strictly necessary', 'Functional', 'Analytics', 'Marketing'];
const CATEGORY_OPTIONS = CATEGORIES.map((category) => ({ value: category, label: category }));

const asCategory = (value: string) => CATEGORIES.find((category) => category === value);

const FILTERS = ['category'] as const;

/**
 * /admin/cookies: the cookie detail records the cookies-policy page lists (SPEC §3). They are few (one
 * per cookie the site sets), so the list is whole, not paged.
 */
export function CookieRecordsPage() {
  const { filters, setFilters } = useListParams(FILTERS);
  const { data, error } = useCookieRecordsOf(asCategory(filters.category));

  const columns: Column<CookieRecord>[] = [
    { header: 'Category', cell: (record) => record.category },
    { header: 'Name', cell: (record) => record.name },
    { header: 'Description', cell: (record) => record.description },
    { header: 'Retention Period', cell: (record) => record.retentionPeriod },
    { header: 'Data Controller', cell: (record) => record.dataController },
    actionsColumn<CookieRecord>({
      label: (record) => `${record.name} (${record.category})`,
      openPath: (record) => cookieEditPath(record._id),
      onDelete: (record) =>
        void confirmDelete('Cookie', `${record.name} (${record.category})`, () =>
          deleteCookieRecord(record._id),
        ),
    }),
  ];

  return (
    <>
      <AdminPageHeader title="Cookies">
        <Link className="button button--primary" to={COOKIE_CREATE}>
          Create
        </Link>
      </AdminPageHeader>
      <FiltersBar label="Filter cookies" filters={filters} onApply={setFilters}>
        <SelectField
          name="category"
          label="Category"
          options={[{ value: '', label: 'All categories' }, ...CATEGORY_OPTIONS]}
        />
      </FiltersBar>
      <DataTable
        caption="Cookie detail records"
        columns={columns}
        rows={data?.cookies}
        rowKey={(record) => record._id}
        emptyText="No Cookies Available ..."
        error={error}
      />
    </>
  );
}

interface CookieRecordFormProps {
  record?: CookieRecord;
  onSubmit: (input: CookieRecordInput) => Promise<SubmissionErrors | void>;
}

function CookieRecordForm({ record, onSubmit }: CookieRecordFormProps) {
  // Only the form's own fields: the API refuses any other (an _id, say) in what is sent back.
  const initialValues: Partial<CookieRecordInput> = record
    ? {
        category: record.category,
        name: record.name,
        description: record.description,
        retentionPeriod: record.retentionPeriod,
        dataController: record.dataController,
      }
    : { category: 'Strictly necessary' };
  return (
    <ActionForm<CookieRecordInput>
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={record ? 'Update' : 'Create'}
    >
      <div className="form-row">
        <SelectField name="category" label="Category" options={CATEGORY_OPTIONS} />
        <TextField name="name" label="Name" maxLength={100} validate={required} />
      </div>
      <TextAreaField name="description" label="Description" maxLength={1000} rows={3} validate={required} />
      <div className="form-row">
        <TextField name="retentionPeriod" label="Retention Period" maxLength={100} validate={required} />
        <TextField name="dataController" label="Data Controller" maxLength={200} validate={required} />
      </div>
    </ActionForm>
  );
}

/** /admin/cookies/create */
export function CookieRecordCreatePage() {
  const save = useSaveAndReturn(COOKIES_LIST);
  return (
    <RecordEditor<CookieRecord> title="Create a cookie" listPath={COOKIES_LIST} listLabel="Cookies">
      {() => <CookieRecordForm onSubmit={(input) => save(() => createCookieRecord(input))} />}
    </RecordEditor>
  );
}

/** /admin/cookies/edit/{id} */
export function CookieRecordEditPage() {
  const { id = '' } = useParams();
  const save = useSaveAndReturn(COOKIES_LIST);
  return (
    <RecordEditor<CookieRecord>
      title="Edit a cookie"
      listPath={COOKIES_LIST}
      listLabel="Cookies"
      loaded={useCookieRecord(id)}
    >
      {(record) => (
        <CookieRecordForm record={record} onSubmit={(input) => save(() => updateCookieRecord(id, input))} />
      )}
    </RecordEditor>
  );
}
