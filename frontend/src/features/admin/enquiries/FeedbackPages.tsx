import { feedback, type Feedback } from '#src/api/forms';
import { formatDateTime } from '../shared/format';
import { feedbackPath, FEEDBACK_LIST } from './enquiryPaths';
import { EnquiryList } from './EnquiryList';
import { EnquiryView, FieldList, MessageText, senderFields } from './EnquiryView';
import { yesNo } from './format';
import { statusLabel } from './status';

const stars = (rating: number) => `${rating} of 5`;

/** /admin/feedback: customer feedback and complaints, newest first. */
export function FeedbackListPage() {
  return (
    <EnquiryList<Feedback>
      title="Customer Feedback"
      noun="Feedback"
      resource={feedback}
      emptyText="No Feedback Available ..."
      viewPath={feedbackPath}
      columns={[
        { header: 'Name', cell: (entry) => entry.name },
        { header: 'Email', cell: (entry) => entry.email },
        { header: 'Rating', cell: (entry) => stars(entry.rating) },
        { header: 'Complaint', cell: (entry) => yesNo(entry.isComplaint) },
        { header: 'Status', cell: (entry) => statusLabel(entry.status) },
        { header: 'Created On', cell: (entry) => formatDateTime(entry.createdAt) },
      ]}
    />
  );
}

/** /admin/feedback/{id}: one piece of feedback, its status and staff note. */
export function FeedbackPage() {
  return (
    <EnquiryView<Feedback>
      title="View feedback"
      resource={feedback}
      listPath={FEEDBACK_LIST}
      listLabel="Customer Feedback"
      sections={(entry) => [
        {
          title: 'Customer details',
          content: (
            <FieldList
              fields={[
                ...senderFields(entry),
                ['Policy number', entry.policyNumber],
                ['Rating', stars(entry.rating)],
                ['Complaint', yesNo(entry.isComplaint)],
              ]}
            />
          ),
        },
        { title: 'Feedback', content: <MessageText text={entry.message} /> },
      ]}
    />
  );
}
