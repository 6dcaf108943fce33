import { Type } from '@nestjs/common';
import { ApiProperty, IntersectionType, OmitType } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageQueryDto } from '#src/common/pagination/pagination';
import { ChoiceField, TextField } from '#src/common/validation/fields';
import { SUBMISSION_STATUSES, SubmissionStatus } from '../schemas/submission.schema';

/** The bot traps every public form carries. */
export class PublicFormDto {
  @TextField(500, {
    required: false,
    multiline: true,
    description: 'The honeypot: hide this field from people and send it empty. Filled in, nothing is kept.',
  })
  website?: string;

  @TextField(4000, { required: false, description: 'The captcha token, when the captcha is on' })
  captchaToken?: string;
}

export class SubmissionReceiptDto extends EnvelopeDto {
  @ApiProperty({ example: 'CON-7KQ2MX', description: 'Show it to the sender; it is also in their email' })
  reference: string;
}

export class SubmissionQueryDto extends PageQueryDto {
  @ChoiceField(SUBMISSION_STATUSES, { required: false, description: 'Only this status' })
  status?: SubmissionStatus;

  @TextField(100, { required: false, description: 'Part of the name, email or reference' })
  search?: string;
}

export class UpdateSubmissionDto {
  @ChoiceField(SUBMISSION_STATUSES, { required: false }) status?: SubmissionStatus;
  @TextField(2000, {
    required: false,
    multiline: true,
    description: "Staff's note; never shown to the sender",
  })
  note?: string;
}

/** What the inbox adds to each stored submission. */
export class SubmissionMetaDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'CON-7KQ2MX' }) reference: string;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status: SubmissionStatus;
  @ApiProperty() note: string;
  @ApiProperty({ example: '2026-11-21', description: 'Irish time' }) createdDay: string;
  @ApiProperty({ example: '2026-W47', description: 'ISO week, Irish time' }) createdWeek: string;
  @ApiProperty({ example: '2026-11' }) createdMonth: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

/** A stored submission as staff read it: the form's fields, less the bot traps, and the inbox's own. */
export function StoredSubmission<T extends PublicFormDto>(form: Type<T>) {
  return IntersectionType(OmitType(form, ['website', 'captchaToken'] as const), SubmissionMetaDto);
}
