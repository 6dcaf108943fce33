import { FieldErrorsException } from '#src/common/http/problem';
import type { FormDefinition } from '../inbox/form-definition';
import { checkPolicyChange } from './policy-change.rules';
import { PolicyChangeRequest } from '../schemas/policy-change.schema';

export const POLICY_CHANGE_FORM: FormDefinition<PolicyChangeRequest> = {
  inboxToken: 'PolicyChangeInbox',
  modelName: PolicyChangeRequest.name,
  referencePrefix: 'PCR',
  names: { type: 'policy-change-request', label: 'Policy change request' },
  noun: () => 'policy change request',
  prepare: (fields, now) => {
    const { problems, request } = checkPolicyChange(fields, now);
    if (Object.keys(problems).length > 0) throw new FieldErrorsException(problems);
    return request;
  },
  details: (request) => [
    ['Request', request.requestType],
    ['Policy number', request.policyNumber],
    ['Phone', request.phone],
    ['Effective date', request.effectiveDate],
    ['End date', request.endDate],
    ['New car registration', request.newCarRegistration],
    ['New car make', request.newCarMake],
    ['New car model', request.newCarModel],
    ['Additional driver', request.driverName],
    ['Date of birth', request.driverDateOfBirth],
    ['Licence', request.driverLicenceType],
    ['Years licence held', request.driverLicenceYears],
    ['Relationship to policyholder', request.driverRelationship],
    [
      'New address',
      [request.newAddressLine1, request.newAddressLine2, request.newAddressLine3].filter(Boolean).join(', '),
    ],
    ['New Eircode', request.newEircode],
    ['Message', request.message],
  ],
  nextSteps: () => [
    'Your policy does not change until we confirm it. If the change affects your premium, we will tell you the cost before we make it, and you will receive updated documents.',
    'If you need the change today, for example before you drive a new car home, please call us rather than wait for our reply.',
  ],
};
