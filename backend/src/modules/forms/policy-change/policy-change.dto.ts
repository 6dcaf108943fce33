import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';
import { ChoiceField, TextField, WholeNumberField } from '#src/common/validation/fields';
import { EmailField } from '#src/common/validation/person-fields';
import { EircodeField, IsoDateField, PhoneField, PolicyNumberField } from '../fields';
import { PublicFormDto, StoredSubmission } from '../inbox/submission.dto';
import {
  DRIVER_RELATIONSHIPS,
  LICENCE_TYPES,
  neededFor,
  POLICY_CHANGE_TYPES,
  PolicyChangeType,
  REQUIRED_DETAILS,
} from './policy-change.rules';

const forTypes = (detail: Parameters<typeof neededFor>[0]) => {
  const types = POLICY_CHANGE_TYPES.filter((type) => REQUIRED_DETAILS[type].includes(detail));
  return { required: neededFor(detail), description: `Required for: ${types.join(', ')}` };
};

/** Type-specific details are listed as optional; each says which request types need it. */
export class PolicyChangeFormDto extends PublicFormDto {
  @ChoiceField(POLICY_CHANGE_TYPES) requestType: PolicyChangeType;
  @PolicyNumberField() policyNumber: string;
  @TextField(100, { example: 'Aoife Byrne' }) name: string;
  @EmailField() email: string;
  @PhoneField() phone: string;
  @IsoDateField({
    ...forTypes('effectiveDate'),
    description: `When the change starts: today or later (Irish time). ${forTypes('effectiveDate').description}`,
  })
  effectiveDate?: string;
  @IsoDateField(forTypes('endDate')) endDate?: string;

  @TextField(12, { ...forTypes('newCarRegistration'), example: '231-D-12345' }) newCarRegistration?: string;
  @TextField(40, { ...forTypes('newCarMake'), example: 'Toyota' }) newCarMake?: string;
  @TextField(60, { ...forTypes('newCarModel'), example: 'Yaris' }) newCarModel?: string;

  @TextField(100, forTypes('driverName')) driverName?: string;
  @IsoDateField(forTypes('driverDateOfBirth')) driverDateOfBirth?: string;
  @ChoiceField(LICENCE_TYPES, forTypes('driverLicenceType')) driverLicenceType?: string;
  @WholeNumberField(0, 80, { ...forTypes('driverLicenceYears'), example: 3 }) driverLicenceYears?: number;
  @ChoiceField(DRIVER_RELATIONSHIPS, forTypes('driverRelationship')) driverRelationship?: string;

  @TextField(100, forTypes('newAddressLine1')) newAddressLine1?: string;
  @TextField(100, { required: false }) newAddressLine2?: string;
  @TextField(100, { required: false }) newAddressLine3?: string;
  @EircodeField(forTypes('newEircode')) newEircode?: string;

  @TextField(2000, {
    ...forTypes('message'),
    multiline: true,
    description: 'Required for: Direct Debit Query, Other; welcome with any request',
  })
  message?: string;
}

export class PolicyChangeRequestDto extends StoredSubmission(PolicyChangeFormDto) {}

export class PolicyChangeRequestAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: PolicyChangeRequestDto }) request: PolicyChangeRequestDto;
}

export class PolicyChangeRequestsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [PolicyChangeRequestDto] }) data: PolicyChangeRequestDto[];
}
