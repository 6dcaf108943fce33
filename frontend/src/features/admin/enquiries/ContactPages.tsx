import { contacts, type Contact } from '#src/api/forms';
import { formatDateTime } from '../shared/format';
import { contactPath, CONTACTS_LIST } from './enquiryPaths';
import { EnquiryList } from './EnquiryList';
import { EnquiryView, FieldList, MessageText, senderFields } from './EnquiryView';
import { statusLabel } from './status';

/** A message is cut in the list; the whole of it is in the contact's own view. */
const MESSAGE_PREVIEW = 80;

const preview = (text: string) =>
  text.length > MESSAGE_PREVIEW ? `${text.slice(0, MESSAGE_PREVIEW).trimEnd()}…` : text;

/** /admin/contacts: All Contacts (SPEC §2); the status filter finds those still to answer. */
export function ContactsPage() {
  return (
    <EnquiryList<Contact>
      title="All Contacts"
      noun="Contact"
      resource={contacts}
      emptyText="No Contacts Available ..."
      viewPath={contactPath}
      viewLabel="Edit"
      columns={[
        { header: 'Name', cell: (contact) => contact.name },
        { header: 'Email', cell: (contact) => contact.email },
        { header: 'Phone', cell: (contact) => contact.phone },
        { header: 'Message', cell: (contact) => preview(contact.message) },
        { header: 'Status', cell: (contact) => statusLabel(contact.status) },
        { header: 'Created On', cell: (contact) => formatDateTime(contact.createdAt) },
      ]}
    />
  );
}

/** /admin/contacts/edit/{id}: View Contact, the accordion of Contact Details and Message (SPEC §2). */
export function ContactPage() {
  return (
    <EnquiryView<Contact>
      title="View Contact"
      resource={contacts}
      listPath={CONTACTS_LIST}
      listLabel="All Contacts"
      sections={(contact) => [
        {
          title: 'Contact Details',
          content: <FieldList fields={[...senderFields(contact), ['Policy number', contact.policyNumber]]} />,
        },
        { title: 'Message', content: <MessageText text={contact.message} /> },
      ]}
    />
  );
}
