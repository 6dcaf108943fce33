import { applyDecorators } from '@nestjs/common';
import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { EnvelopeDto } from '../../common/http/envelope';
import { PageInfoDto } from '../../common/pagination/pagination';
import { ChoiceField, FieldCheck, fieldDoc, TextField } from '../../common/validation/fields';
import { IsoDateField, PhoneField, PublicFormDto, StoredSubmission } from '../forms';
import { COUNTIES } from '../reference-data';
import { EmailField } from '../../common/validation/person-fields';

/** The member must agree to be contacted: the quote is sent by a person, not shown on screen. */
const ConsentToContactField = () =>
  applyDecorators(
    fieldDoc(
      { required: true, description: 'Must be true: we contact the member with the quote' },
      { type: Boolean },
    ),
    FieldCheck('consentToContact', true, (value) =>
      value === true ? undefined : 'Please agree to be contacted about your quote',
    ),
  );

export class AssociationQuoteFormDto extends PublicFormDto {
  @TextField(100, { example: 'Aoife Byrne', description: "The member's name" }) name: string;
  @EmailField() email: string;
  @PhoneField() phone: string;
  @TextField(30, { example: 'BI-123456' }) membershipNumber: string;
  @TextField(100, { example: 'Killester Basketball Club' }) club: string;
  @ChoiceField(COUNTIES, { description: 'Where the member lives' }) county: string;
  @TextField(12, { required: false, example: '231-D-12345', description: 'An Irish registration' })
  vehicleRegistration?: string;
  @IsoDateField({ description: 'When the current policy renews: today or later (Irish time)' })
  renewalDate: string;
  @TextField(2000, { required: false, multiline: true }) message?: string;
  @ConsentToContactField() consentToContact: boolean;
}

export class AssociationQuoteDto extends StoredSubmission(AssociationQuoteFormDto) {}

export class AssociationQuoteAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: AssociationQuoteDto }) quote: AssociationQuoteDto;
}

export class AssociationQuotesPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [AssociationQuoteDto] }) data: AssociationQuoteDto[];
}
