import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsEmail, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';

/** Finds a person by any one (or more) of these; at least one is required. */
export class DataSubjectQueryDto {
  @ApiPropertyOptional({ example: 'aoife@example.ie' })
  @IsOptional()
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ example: '087 123 4567' })
  @IsOptional()
  @IsString()
  @Matches(/^[+\d][\d\s()-]{5,24}$/, { message: 'Enter a phone number' })
  phone?: string;

  @ApiPropertyOptional({ example: 'IVY-7K3M-Q9TX', description: 'A quote web reference' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9 -]{4,24}$/, { message: 'Enter a web reference' })
  webReference?: string;

  @ApiPropertyOptional({ example: 'IVY-P-4HXM9R2C' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9/-]{4,30}$/, { message: 'Enter a policy number' })
  policyNumber?: string;
}

/** An export or erasure: the person, and the records listed apart that staff chose to include. */
export class DataSubjectRequestDto extends DataSubjectQueryDto {
  @ApiPropertyOptional({
    type: [String],
    example: ['quote:665f1c2e8b3a4d0012ab34cd'],
    description:
      'The `id`s of records listed under `unverified` to include too (staff checked they are this person’s); an id not listed there is refused (422)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(200)
  @Matches(/^[a-z-]{2,40}:[A-Za-z0-9-]{1,64}$/, { each: true, message: 'Tick records from the list' })
  include?: string[];
}

export class LegalHoldDto {
  @ApiProperty() reason: string;
  @ApiProperty({ type: String, format: 'date-time' }) until: Date;
}

export class HeldRecordDto {
  @ApiProperty({ example: 'Quote' }) kind: string;
  @ApiProperty({ example: 'IVY-7K3M-Q9TX' }) reference: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) at?: Date;
  @ApiPropertyOptional({ type: LegalHoldDto, description: 'Kept, minimal, for the law after an erasure' })
  hold?: LegalHoldDto;
  @ApiPropertyOptional({
    example: 'quote:665f1c2e8b3a4d0012ab34cd',
    description: 'What to send in `include` to include it; absent on a record that comes with another',
  })
  id?: string;
  @ApiProperty({
    example: 'email aoife@example.ie, bought with it',
    description:
      'Why it matches: the email (and what verified it), name and date of birth, web reference, policy number',
  })
  matchedBy: string;
  @ApiProperty({
    description:
      'Matched on verified identity (false: found by an email nobody verified for it, listed apart)',
  })
  verified: boolean;
}

export class HeldSectionDto {
  @ApiProperty({ example: 'quotes' }) section: string;
  @ApiProperty({ type: [HeldRecordDto] }) records: HeldRecordDto[];
}

export class SubjectIdentifiersDto {
  @ApiProperty({ type: [String] }) emails: string[];
  @ApiProperty({ type: [String] }) phones: string[];
  @ApiProperty({ type: [String] }) webReferences: string[];
  @ApiProperty({ type: [String] }) policyNumbers: string[];
}

export class DataSubjectDto {
  @ApiProperty({ type: SubjectIdentifiersDto, description: 'Every identifier the records found give' })
  identifiers: SubjectIdentifiersDto;
  @ApiProperty({
    type: [HeldSectionDto],
    description:
      'The records matched on verified identity, by section, each with why: what an export or erasure covers',
  })
  sections: HeldSectionDto[];
  @ApiProperty({ description: 'Records held in all (`sections` only)' }) total: number;
  @ApiProperty({
    type: [HeldSectionDto],
    description:
      'Records found by an email nobody verified for them, or only through such an email: left out of an export or erasure unless their `id` is in `include`',
  })
  unverified: HeldSectionDto[];
}

export class DataSubjectAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: DataSubjectDto }) subject: DataSubjectDto;
}

export class DataSubjectExportDto {
  @ApiProperty({ description: 'The request, as the audit log records it' }) requestRef: string;
  @ApiProperty({ type: String, format: 'date-time' }) exportedAt: Date;
  @ApiProperty({ description: 'A readable summary of the archive (plain text)' }) summary: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'object', additionalProperties: true } },
    description: 'Every record held, by section (machine-readable, GDPR Article 20)',
  })
  archive: Record<string, unknown[]>;
}

export class DataSubjectExportAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: DataSubjectExportDto }) export: DataSubjectExportDto;
}

export class ErasureOutcomeDto {
  @ApiProperty() section: string;
  @ApiProperty() deleted: number;
  @ApiProperty() anonymised: number;
  @ApiProperty({ description: 'Kept, minimal, for the law' }) held: number;
}

export class DataSubjectErasureDto {
  @ApiProperty() requestRef: string;
  @ApiProperty({ type: String, format: 'date-time' }) erasedAt: Date;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'Until when every record this erasure kept for the law is held: one date for the cover',
  })
  keptUntil?: Date;
  @ApiProperty({ type: [ErasureOutcomeDto] }) outcomes: ErasureOutcomeDto[];
  @ApiProperty({ type: [HeldSectionDto], description: 'What remains: only records kept for the law' })
  remaining: HeldSectionDto[];
}

export class DataSubjectErasureAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: DataSubjectErasureDto }) erasure: DataSubjectErasureDto;
}
