import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { EnquiryHandling, EnquiryResource, EnquiryStatus } from '#src/api/forms';
import { showSuccess } from '#src/components/dialogs';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { TextAreaField } from '#src/components/TextAreaField';
import { ActionForm } from '../shared/ActionForm';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { submitFailure } from '../shared/failure';
import { failureMessage } from '#src/language/failure';
import { formatDateTime } from '../shared/format';
import { SelectField } from '#src/components/SelectField';
import { STATUS_OPTIONS } from './status';
import './Enquiries.css';

/** What every received enquiry has, for its handling panel. */
interface Enquiry {
  reference: string;
  status: EnquiryStatus;
  note: string;
  createdAt: string;
}

/** One fold of the accordion: its heading and what it opens to. */
export interface EnquirySection {
  title: string;
  content: ReactNode;
}

interface EnquiryViewProps<T extends Enquiry> {
  title: string;
  resource: EnquiryResource<T>;
  listPath: string;
  listLabel: string;
  sections: (enquiry: T) => EnquirySection[];
}

/** A received enquiry: its details as an accordion, then staff's status and note. */
export function EnquiryView<T extends Enquiry>({
  title,
  resource,
  listPath,
  listLabel,
  sections,
}: EnquiryViewProps<T>) {
  const { id = '' } = useParams();
  const { data: enquiry, error } = resource.useOne(id);

  const onSubmit = async (handling: EnquiryHandling) => {
    try {
      const answer = await resource.update(id, { status: handling.status, note: handling.note ?? '' });
      await showSuccess('Success!', answer.message);
    } catch (failure) {
      return submitFailure(failure);
    }
  };

  let body;
  if (enquiry) {
    body = (
      <>
        <p className="enquiry__meta">
          Reference <strong>{enquiry.reference}</strong>, received {formatDateTime(enquiry.createdAt)}
        </p>
        <div className="enquiry__accordion">
          {sections(enquiry).map((section) => (
            <EnquiryFold key={section.title} section={section} />
          ))}
        </div>
        <section className="admin-panel" aria-labelledby="enquiry-handling">
          <h2 id="enquiry-handling">Handling</h2>
          <ActionForm<EnquiryHandling>
            initialValues={{ status: enquiry.status, note: enquiry.note }}
            onSubmit={onSubmit}
            submitLabel="Save"
            labelledBy="enquiry-handling"
            disabledUntilChanged
          >
            <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
            <TextAreaField name="note" label="Staff note" rows={4} />
          </ActionForm>
        </section>
      </>
    );
  } else if (error) {
    body = <p role="alert">{failureMessage(error)}</p>;
  } else {
    body = <LoadingHeart />;
  }

  return (
    <>
      <AdminPageHeader title={title}>
        <Link className="button button--quiet" to={listPath}>
          {listLabel}
        </Link>
      </AdminPageHeader>
      {body}
    </>
  );
}

/**
 * One fold of SPEC's accordion. Every fold starts open, so all that was sent reads at once; the summary
 * says "Collapse" or "Expand", because a flex summary loses the browser's own disclosure triangle.
 */
function EnquiryFold({ section }: { section: EnquirySection }) {
  const [open, setOpen] = useState(true);
  return (
    <details className="enquiry__fold" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <h2>{section.title}</h2>
        <span className="enquiry__fold-toggle" aria-hidden="true">
          {open ? 'Collapse' : 'Expand'}
        </span>
      </summary>
      <div className="enquiry__fold-body">{section.content}</div>
    </details>
  );
}

/** A fold's fields as a list of label and value; empty values are left out. */
export function FieldList({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className="enquiry__fields">
      {fields
        .filter(([, value]) => value !== undefined && value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A message as the sender wrote it, line breaks kept. */
export function MessageText({ text }: { text: string | undefined }) {
  return <p className="enquiry__message">{text || 'No message.'}</p>;
}

/** The sender's name, email and phone, the last two as links that start a reply. */
export function senderFields(sender: { name: string; email: string; phone?: string }): [string, ReactNode][] {
  return [
    ['Name', sender.name],
    ['Email', <a href={`mailto:${sender.email}`}>{sender.email}</a>],
    ['Phone', sender.phone ? <a href={`tel:${sender.phone}`}>{sender.phone}</a> : undefined],
  ];
}
