import { policyChanges, type PolicyChangeRequest } from '#src/api/forms';
import { formatDateTime } from '../shared/format';
import { policyChangePath, POLICY_CHANGES_LIST } from './enquiryPaths';
import { EnquiryList } from './EnquiryList';
import { EnquiryView, FieldList, MessageText, senderFields } from './EnquiryView';
import { formatDay } from './format';
import { statusLabel } from './status';

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ');

/** /admin/policy-changes: policy change requests, newest first, each new, in progress or done. */
export function PolicyChangesPage() {
  return (
    <EnquiryList<PolicyChangeRequest>
      title="Policy change requests"
      noun="Policy change request"
      resource={policyChanges}
      emptyText="No Policy Change Requests Available ..."
      viewPath={policyChangePath}
      columns={[
        { header: 'Request', cell: (request) => request.requestType },
        { header: 'Policy Number', cell: (request) => request.policyNumber },
        { header: 'Name', cell: (request) => request.name },
        {
          header: 'Effective',
          cell: (request) => (request.effectiveDate ? formatDay(request.effectiveDate) : 'Not a change'),
        },
        { header: 'Status', cell: (request) => statusLabel(request.status) },
        { header: 'Created On', cell: (request) => formatDateTime(request.createdAt) },
      ]}
    />
  );
}

/** /admin/policy-changes/{id}: the request, the details its type asks for, its status and staff note. */
export function PolicyChangePage() {
  return (
    <EnquiryView<PolicyChangeRequest>
      title="Policy change request"
      resource={policyChanges}
      listPath={POLICY_CHANGES_LIST}
      listLabel="Policy change requests"
      sections={(request) => [
        {
          title: 'Request',
          content: (
            <FieldList
              fields={[
                ['Type', request.requestType],
                ['Policy number', request.policyNumber],
                ['Effective from', request.effectiveDate ? formatDay(request.effectiveDate) : 'Not a change'],
                ['Until', formatDay(request.endDate)],
                ['New car', joined(request.newCarRegistration, request.newCarMake, request.newCarModel)],
                ['Driver', request.driverName],
                ['Driver date of birth', formatDay(request.driverDateOfBirth)],
                ['Relationship', request.driverRelationship],
                ['Licence', request.driverLicenceType],
                ['Years on licence', request.driverLicenceYears],
                [
                  'New address',
                  joined(
                    request.newAddressLine1,
                    request.newAddressLine2,
                    request.newAddressLine3,
                    request.newEircode,
                  ),
                ],
              ]}
            />
          ),
        },
        {
          title: 'Policyholder',
          content: <FieldList fields={senderFields(request)} />,
        },
        { title: 'Message', content: <MessageText text={request.message} /> },
      ]}
    />
  );
}
