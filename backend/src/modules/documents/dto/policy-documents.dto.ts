import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Length, Matches, Max, Min } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { IsCalendarDay } from '#src/common/validation/calendar-day';
import { IdParamDto } from '#src/common/validation/id-param';
import { POLICY_DOCUMENT_KINDS, type PolicyDocumentKind } from '../domain/policy-documents';

const KindProperty = () => ApiProperty({ enum: POLICY_DOCUMENT_KINDS, enumName: 'PolicyDocumentKind' });

export class PolicyDocumentDto {
  @KindProperty() kind: PolicyDocumentKind;
  @ApiProperty({ example: 'Policy schedule' }) title: string;
  @ApiProperty({ example: 1 }) version: number;
  @ApiProperty({ type: String, format: 'date-time' }) issuedAt: Date;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ example: 'schedule-IVY-P-4HXM9R2C-v1.pdf' }) fileName: string;
  @ApiProperty({ description: 'False for a version a later one replaced' }) current: boolean;
}

export class DocumentParamsDto {
  @ApiProperty({ enum: POLICY_DOCUMENT_KINDS, enumName: 'PolicyDocumentKind' })
  @IsIn(POLICY_DOCUMENT_KINDS, { message: 'Unknown document' })
  kind: PolicyDocumentKind;
}

export class PolicyDocumentParamsDto extends IdParamDto {
  @ApiProperty({ enum: POLICY_DOCUMENT_KINDS, enumName: 'PolicyDocumentKind' })
  @IsIn(POLICY_DOCUMENT_KINDS, { message: 'Unknown document' })
  kind: PolicyDocumentKind;
}

export class DocumentVersionQueryDto {
  @ApiPropertyOptional({ description: 'An earlier version; the current one when left out' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  version?: number;
}

export class PolicyholderLookupDto {
  @ApiProperty({ example: 'IVY-P-4HXM9R2C', description: 'The policy number or the web reference' })
  @IsString()
  @Length(6, 30)
  reference: string;

  @ApiProperty({ example: '1990-04-12', format: 'date' })
  @IsCalendarDay()
  dateOfBirth: string;
}

export class PolicyholderSessionRequestDto extends PolicyholderLookupDto {
  @ApiProperty({ example: '482913', description: 'The 6-digit code from the email' })
  @Matches(/^\s*\d{3}\s?\d{3}\s*$/, { message: 'The code is 6 digits' })
  code: string;
}

export class PolicyholderSessionDto {
  @ApiProperty({ description: 'Send it as X-Policy-Token' }) token: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
}

export class PolicyholderSessionAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: PolicyholderSessionDto }) session: PolicyholderSessionDto;
}

export class PaymentDueDto {
  @ApiProperty({ example: '2026-12-08' }) dueDate: string;
  @ApiProperty() amountCents: number;
  @ApiProperty({ example: 'Instalment 1 of 9' }) label: string;
}

export class MyPolicyDto {
  @ApiProperty() policyNumber: string;
  @ApiProperty() webReference: string;
  @ApiProperty({ enum: ['active', 'expired', 'upcoming'], enumName: 'MyPolicyStatus' }) status:
    'active' | 'expired' | 'upcoming';
  @ApiProperty() holderName: string;
  @ApiProperty({ example: '2026-11-27' }) startDate: string;
  @ApiProperty({ example: '2027-11-26' }) endDate: string;
  @ApiProperty({ example: '2027-11-27' }) renewalDate: string;
  @ApiPropertyOptional({ example: '191-D-12345' }) registration?: string;
  @ApiProperty({ example: '2019 Toyota Prius 1.8 Hybrid' }) vehicle: string;
  @ApiProperty({ example: 'Comprehensive' }) cover: string;
  @ApiProperty() premiumCents: number;
  @ApiProperty() levyCents: number;
  @ApiProperty({ enum: ['annual', 'monthly'] }) paymentOption: 'annual' | 'monthly';
  @ApiProperty({
    type: [String],
    example: ['Máire Byrne'],
    description: 'The named drivers, in their order on the policy: a change names one by its position',
  })
  namedDrivers: string[];
  @ApiProperty({
    type: [PaymentDueDto],
    description: 'Paid in full: one line; monthly: deposit and Direct Debits',
  })
  payments: PaymentDueDto[];
  @ApiProperty({ type: [PolicyDocumentDto] }) documents: PolicyDocumentDto[];
}

export class MyPolicyAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: MyPolicyDto }) policy: MyPolicyDto;
}

/** Documents as staff see them: a policy's, or a paid renewal's. */
export class StaffPolicyDocumentDto extends PolicyDocumentDto {
  @ApiPropertyOptional({
    example: 'Registration corrected',
    description: 'Why staff reissued this version (absent on the first)',
  })
  reissueReason?: string;
}

export class StaffDocumentsDto {
  @ApiProperty() policyNumber: string;
  @ApiProperty({ example: 'IVC-7K3M9QXP2A', description: "The current version's" }) certificateNumber: string;
  @ApiProperty({ type: [StaffPolicyDocumentDto] }) documents: StaffPolicyDocumentDto[];
}

export class StaffPolicyDocumentsDto extends StaffDocumentsDto {
  @ApiProperty() policyId: string;
}

export class StaffPolicyDocumentsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: StaffPolicyDocumentsDto }) policy: StaffPolicyDocumentsDto;
}

export class CertificateSearchDto {
  @ApiProperty({ example: 'IVC-7K3M9QXP2A' })
  @IsString()
  @Length(6, 30)
  @Matches(/^[A-Za-z0-9 -]+$/, { message: 'A certificate number has letters, digits and dashes only' })
  certificateNumber: string;
}

export class ReissueDocumentsDto {
  @ApiProperty({
    example: 'Registration corrected',
    description: 'Why, kept on the new version and in the audit log',
  })
  // Trimmed first, so a reason of spaces is refused rather than stored empty.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please say why the documents are reissued' })
  @Length(3, 200, { message: 'Please say why the documents are reissued (3 to 200 characters)' })
  reason: string;
}
