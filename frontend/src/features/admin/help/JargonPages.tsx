import type { SubmissionErrors } from 'final-form';
import { Link, useParams } from 'react-router-dom';
import {
  createJargonTerm,
  deleteJargonTerm,
  updateJargonTerm,
  useAdminJargon,
  useAdminJargonTerm,
  type JargonInput,
  type JargonTerm,
} from '#src/api/content';
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
import { JARGON_CREATE, jargonEditPath, JARGON_LIST } from './helpPaths';

const FILTERS = ['search', 'letter'] as const;

const LETTER_OPTIONS = [
  { value: '', label: 'Any letter' },
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => ({ value: letter, label: letter })),
];

/** /admin/jargon: the jargon buster's terms, alphabetical, with search and first-letter filters. */
export function JargonPage() {
  const { page, filters, setPage, setFilters } = useListParams(FILTERS);
  const { data, error } = useAdminJargon({ page, search: filters.search, letter: filters.letter });

  const onDelete = async (term: JargonTerm) => {
    const deleted = await confirmDelete('Term', term.term, () => deleteJargonTerm(term._id));
    if (deleted && data?.data.length === 1 && page > 0) setPage(page - 1);
  };

  const columns: Column<JargonTerm>[] = [
    { header: 'Term', cell: (term) => term.term },
    { header: 'Definition', cell: (term) => term.definition },
    actionsColumn<JargonTerm>({
      label: (term) => term.term,
      openPath: (term) => jargonEditPath(term._id),
      onDelete: (term) => void onDelete(term),
    }),
  ];

  return (
    <>
      <AdminPageHeader title="Jargon Buster">
        <Link className="button button--primary" to={JARGON_CREATE}>
          Create
        </Link>
      </AdminPageHeader>
      <FiltersBar label="Filter jargon" filters={filters} onApply={setFilters}>
        <TextField name="search" label="Words in the term or definition" type="search" />
        <SelectField name="letter" label="First letter" options={LETTER_OPTIONS} />
      </FiltersBar>
      <DataTable
        caption="Jargon terms"
        columns={columns}
        rows={data?.data}
        rowKey={(term) => term._id}
        emptyText="No Terms Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </>
  );
}

interface JargonFormProps {
  term?: JargonTerm;
  onSubmit: (input: JargonInput) => Promise<SubmissionErrors | void>;
}

function JargonForm({ term, onSubmit }: JargonFormProps) {
  // Only the form's own fields: the API refuses any other (an _id, say) in what is sent back.
  const initialValues = term ? { term: term.term, definition: term.definition } : undefined;
  return (
    <ActionForm<JargonInput>
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={term ? 'Update' : 'Create'}
    >
      <TextField name="term" label="Term" maxLength={100} validate={required} />
      <TextAreaField name="definition" label="Definition" maxLength={2000} validate={required} />
    </ActionForm>
  );
}

/** /admin/jargon/create */
export function JargonCreatePage() {
  const save = useSaveAndReturn(JARGON_LIST);
  return (
    <RecordEditor<JargonTerm> title="Create a term" listPath={JARGON_LIST} listLabel="Jargon Buster">
      {() => <JargonForm onSubmit={(input) => save(() => createJargonTerm(input))} />}
    </RecordEditor>
  );
}

/** /admin/jargon/edit/{id} */
export function JargonEditPage() {
  const { id = '' } = useParams();
  const save = useSaveAndReturn(JARGON_LIST);
  return (
    <RecordEditor<JargonTerm>
      title="Edit a term"
      listPath={JARGON_LIST}
      listLabel="Jargon Buster"
      loaded={useAdminJargonTerm(id)}
    >
      {(term) => <JargonForm term={term} onSubmit={(input) => save(() => updateJargonTerm(id, input))} />}
    </RecordEditor>
  );
}
