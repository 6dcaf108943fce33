import { associationQuotes, type AssociationQuote } from '#src/api/offers';
import { associationQuotePath, ASSOCIATION_QUOTES_LIST } from '../enquiries/enquiryPaths';
import { EnquiryList } from '../enquiries/EnquiryList';
import { EnquiryView, FieldList, MessageText, senderFields } from '../enquiries/EnquiryView';
import { formatDay, yesNo } from '../enquiries/format';
import { statusLabel } from '../enquiries/status';
import { formatDateTime } from '../shared/format';

/** /admin/association-quotes: the basketball association members' quote requests, newest first. */
export function AssociationQuotesPage() {
  return (
    <EnquiryList<AssociationQuote>
      title="Association quotes"
      noun="Association quote"
      resource={associationQuotes}
      emptyText="No Association Quotes Available ..."
      viewPath={associationQuotePath}
      columns={[
        { header: 'Name', cell: (quote) => quote.name },
        { header: 'Email', cell: (quote) => quote.email },
        { header: 'Club', cell: (quote) => `${quote.club} (${quote.county})` },
        { header: 'Renewal Date', cell: (quote) => formatDay(quote.renewalDate) },
        { header: 'Status', cell: (quote) => statusLabel(quote.status) },
        { header: 'Created On', cell: (quote) => formatDateTime(quote.createdAt) },
      ]}
    />
  );
}

/** /admin/association-quotes/{id}: one member's request, its status and staff note. */
export function AssociationQuotePage() {
  return (
    <EnquiryView<AssociationQuote>
      title="Association quote"
      resource={associationQuotes}
      listPath={ASSOCIATION_QUOTES_LIST}
      listLabel="Association quotes"
      sections={(quote) => [
        {
          title: 'Member details',
          content: (
            <FieldList
              fields={[
                ...senderFields(quote),
                ['Membership number', quote.membershipNumber],
                ['Club', quote.club],
                ['County', quote.county],
                ['Vehicle registration', quote.vehicleRegistration],
                ['Renewal date', formatDay(quote.renewalDate)],
                ['Agreed to be contacted', yesNo(quote.consentToContact)],
              ]}
            />
          ),
        },
        { title: 'Message', content: <MessageText text={quote.message} /> },
      ]}
    />
  );
}
