import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { TextField } from '#src/common/validation/fields';

export class JargonSearchQueryDto {
  @TextField(100, { required: false, description: 'Words in the term or definition (case-insensitive)' })
  search?: string;

  @ApiPropertyOptional({ description: 'Only terms starting with this letter', example: 'N' })
  @IsOptional()
  @Matches(/^[A-Za-z]$/, { message: 'A single letter' })
  letter?: string;
}

export class JargonListQueryDto extends IntersectionType(PageQueryDto, JargonSearchQueryDto) {}

export class JargonInputDto {
  @TextField(100, { example: 'No claims bonus' }) term: string;
  @TextField(2000, { multiline: true, description: 'Plain text' }) definition: string;
}

export class UpdateJargonDto extends PartialType(JargonInputDto) {}

export class JargonTermDto {
  @ApiProperty() _id: string;
  @ApiProperty() term: string;
  @ApiProperty({ description: 'Plain text' }) definition: string;
}

export class JargonSearchAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [JargonTermDto], description: 'Alphabetical' }) jargon: JargonTermDto[];
}

export class JargonPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [JargonTermDto] }) data: JargonTermDto[];
}

export class JargonTermAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: JargonTermDto }) term: JargonTermDto;
}
