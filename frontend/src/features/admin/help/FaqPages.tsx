import type { SubmissionErrors } from 'final-form';
import { useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  createFaq,
  deleteFaq,
  updateFaq,
  useAdminFaq,
  useAdminFaqs,
  useFaqs,
  type Faq,
  type FaqInput,
} from '#src/api/content';
import { TextField } from '#src/components/TextField';
import { required } from '#src/components/validators';
import { TextAreaField } from '#src/components/TextAreaField';
import { ActionForm } from '../shared/ActionForm';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { RecordEditor, useSaveAndReturn } from '../shared/RecordEditor';
import { SelectField } from '#src/components/SelectField';
import { actionsColumn, confirmDelete } from '../shared/rowActions';
import { useListParams } from '../shared/useListParams';
import { FAQ_CREATE, faqEditPath, FAQS_LIST } from './helpPaths';

const FILTERS = ['search', 'topic'] as const;

/** The topics the FAQs use now, for the filter and the form's suggestions. */
function useTopics(): string[] {
  return useFaqs().data?.topics ?? [];
}

/** /admin/faqs: every FAQ by topic and order, with search and topic filters. */
export function FaqsPage() {
  const { page, filters, setPage, setFilters } = useListParams(FILTERS);
  const { data, error } = useAdminFaqs({ page, search: filters.search, topic: filters.topic });
  const topics = useTopics();

  const onDelete = async (faq: Faq) => {
    const deleted = await confirmDelete('FAQ', faq.question, () => deleteFaq(faq._id));
    if (deleted && data?.data.length === 1 && page > 0) setPage(page - 1);
  };

  const columns: Column<Faq>[] = [
    { header: 'Question', cell: (faq) => faq.question },
    { header: 'Topic', cell: (faq) => faq.topic },
    { header: 'Order', cell: (faq) => faq.order },
    actionsColumn<Faq>({
      label: (faq) => faq.question,
      openPath: (faq) => faqEditPath(faq._id),
      onDelete: (faq) => void onDelete(faq),
    }),
  ];

  return (
    <>
      <AdminPageHeader title="FAQs">
        <Link className="button button--primary" to={FAQ_CREATE}>
          Create
        </Link>
      </AdminPageHeader>
      <FiltersBar label="Filter FAQs" filters={filters} onApply={setFilters}>
        <TextField name="search" label="Words in the question or answer" type="search" />
        <SelectField
          name="topic"
          label="Topic"
          options={[
            { value: '', label: 'All topics' },
            ...topics.map((topic) => ({ value: topic, label: topic })),
          ]}
        />
      </FiltersBar>
      <DataTable
        caption="FAQs"
        columns={columns}
        rows={data?.data}
        rowKey={(faq) => faq._id}
        emptyText="No FAQs Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </>
  );
}

interface FaqFormProps {
  faq?: Faq;
  onSubmit: (input: FaqInput) => Promise<SubmissionErrors | void>;
}

function FaqForm({ faq, onSubmit }: FaqFormProps) {
  const topicsId = useId();
  const topics = useTopics();
  // Only the form's own fields: the API refuses any other (an _id, say) in what is sent back.
  const initialValues = faq ? { question: faq.question, topic: faq.topic, answer: faq.answer } : undefined;
  return (
    <ActionForm<FaqInput>
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={faq ? 'Update' : 'Create'}
    >
      <TextField name="question" label="Question" maxLength={300} validate={required} />
      <TextField name="topic" label="Topic" maxLength={60} validate={required} list={topicsId} />
      <datalist id={topicsId}>
        {topics.map((topic) => (
          <option key={topic} value={topic} />
        ))}
      </datalist>
      <TextAreaField
        name="answer"
        label="Answer (paragraphs, lists, bold, italic and links are kept)"
        maxLength={5000}
        rows={8}
        validate={required}
      />
    </ActionForm>
  );
}

/** /admin/faqs/create */
export function FaqCreatePage() {
  const save = useSaveAndReturn(FAQS_LIST);
  return (
    <RecordEditor<Faq> title="Create an FAQ" listPath={FAQS_LIST} listLabel="FAQs">
      {() => <FaqForm onSubmit={(input) => save(() => createFaq(input))} />}
    </RecordEditor>
  );
}

/** /admin/faqs/edit/{id} */
export function FaqEditPage() {
  const { id = '' } = useParams();
  const save = useSaveAndReturn(FAQS_LIST);
  return (
    <RecordEditor<Faq> title="Edit an FAQ" listPath={FAQS_LIST} listLabel="FAQs" loaded={useAdminFaq(id)}>
      {(faq) => <FaqForm faq={faq} onSubmit={(input) => save(() => updateFaq(id, input))} />}
    </RecordEditor>
  );
}
