import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';
import { TextField } from '#src/common/validation/fields';
import { EmailField } from '#src/common/validation/person-fields';
import { PhoneField, PolicyNumberField } from '../fields';
import { PublicFormDto, StoredSubmission } from '../inbox/submission.dto';

export class ContactFormDto extends PublicFormDto {
  @PolicyNumberField({ required: false, description: 'When the sender is a customer' }) policyNumber?: string;
  @TextField(100, { example: 'Aoife Byrne' }) name: string;
  @EmailField() email: string;
  @PhoneField() phone: string;
  @TextField(2000, { multiline: true }) message: string;
}

export class ContactDto extends StoredSubmission(ContactFormDto) {}

export class ContactAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: ContactDto }) contact: ContactDto;
}

export class ContactsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [ContactDto] }) contacts: ContactDto[];
}
