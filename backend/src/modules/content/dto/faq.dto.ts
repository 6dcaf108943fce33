import { ApiProperty, IntersectionType, PartialType } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { SafeHtmlField, TextField, WholeNumberField } from '#src/common/validation/fields';

export class FaqSearchQueryDto {
  @TextField(100, { required: false, description: 'Words in the question or answer (case-insensitive)' })
  search?: string;

  @TextField(60, { required: false, description: 'Only this topic', example: 'Payments' })
  topic?: string;
}

export class FaqListQueryDto extends IntersectionType(PageQueryDto, FaqSearchQueryDto) {}

export class FaqInputDto {
  @TextField(300, { example: 'Can I pay monthly?' }) question: string;
  @SafeHtmlField(5000, { description: 'The answer' }) answer: string;
  @TextField(60, { example: 'Payments' }) topic: string;
  @WholeNumberField(0, 1_000_000, { required: false, description: 'Position in the list; unset: last' })
  order?: number;
}

export class UpdateFaqDto extends PartialType(FaqInputDto) {}

export class FaqDto {
  @ApiProperty() _id: string;
  @ApiProperty() question: string;
  @ApiProperty({ description: 'Allow-listed HTML' }) answer: string;
  @ApiProperty() topic: string;
  @ApiProperty() order: number;
}

export class FaqSearchAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [FaqDto], description: 'The matching questions, in list order' }) faqs: FaqDto[];
  @ApiProperty({ type: [String], description: 'Every topic, in list order (whatever the filters)' })
  topics: string[];
}

export class FaqsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [FaqDto] }) data: FaqDto[];
}

export class FaqAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: FaqDto }) faq: FaqDto;
}
