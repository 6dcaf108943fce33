import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';
import { TextField, WholeNumberField, YesNoField } from '#src/common/validation/fields';
import { EmailField } from '#src/common/validation/person-fields';
import { PhoneField, PolicyNumberField } from '../fields';
import { PublicFormDto, StoredSubmission } from '../inbox/submission.dto';

export class FeedbackFormDto extends PublicFormDto {
  @TextField(100, { example: 'Aoife Byrne' }) name: string;
  @EmailField() email: string;
  @PhoneField({ required: false }) phone?: string;
  @PolicyNumberField({ required: false }) policyNumber?: string;
  @WholeNumberField(1, 5, { description: '1 (poor) to 5 (excellent)', example: 5 }) rating: number;
  @YesNoField({ description: 'true: handle it under the complaints procedure (the email says so)' })
  isComplaint: boolean;
  @TextField(2000, { multiline: true }) message: string;
}

export class FeedbackDto extends StoredSubmission(FeedbackFormDto) {}

export class FeedbackAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: FeedbackDto }) feedback: FeedbackDto;
}

export class FeedbackPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [FeedbackDto] }) data: FeedbackDto[];
}
