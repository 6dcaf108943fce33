import { PolicyDocumentDto, StaffDocumentsDto } from '../../documents';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { COVER_TYPES, type CoverType } from '../../rating';
import {
  RENEWAL_EVENT_TYPES,
  RENEWAL_STATUSES,
  RenewalEventType,
  RenewalStatus,
} from '../domain/renewal-terms';

const StatusProperty = () => ApiProperty({ enum: RENEWAL_STATUSES, enumName: 'RenewalStatus' });

export class RenewalListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of a policy number, name, email or registration' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: RENEWAL_STATUSES, enumName: 'RenewalStatus' })
  @IsOptional()
  @IsIn(RENEWAL_STATUSES, { message: 'Unknown status' })
  status?: RenewalStatus;

  @ApiPropertyOptional({ example: '2027-01', description: 'Renewal month, YYYY-MM' })
  @IsOptional()
  @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month must be YYYY-MM' })
  month?: string;
}

export class HistoryYearDto {
  @ApiProperty({ example: 1, description: '1 = the year just ending' }) yearsAgo: number;
  @ApiPropertyOptional() premiumCents?: number;
  @ApiPropertyOptional() claims?: number;
}

export class RenewalRowDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'IVY-R-100001' }) policyNumber: string;
  @ApiProperty({ example: 'Aoife Byrne' }) customerName: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '191-D-12345' }) registration: string;
  @ApiProperty({ example: 'Toyota Corolla' }) vehicle: string;
  @ApiProperty({ example: '2027-01-15' }) renewalDate: string;
  @ApiProperty() renewalPremiumCents: number;
  @StatusProperty() status: RenewalStatus;
  @ApiProperty() autoRenew: boolean;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) invitedAt?: Date;
}

export class RenewalsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [RenewalRowDto] }) data: RenewalRowDto[];
}

export class RenewalEventDto {
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiProperty({ enum: RENEWAL_EVENT_TYPES, enumName: 'RenewalEventType' }) type: RenewalEventType;
  @ApiPropertyOptional() note?: string;
  @ApiPropertyOptional({ description: 'The staff member who acted' }) by?: string;
}

export class RenewalDetailDto extends RenewalRowDto {
  @ApiPropertyOptional() phone?: string;
  @ApiProperty({ example: '1985-04-12' }) dateOfBirth: string;
  @ApiProperty({ enum: COVER_TYPES, enumName: 'CoverType' }) coverType: CoverType;
  @ApiProperty({ example: 'Comprehensive' }) coverLabel: string;
  @ApiProperty() currentPremiumCents: number;
  @ApiProperty() noClaimsYears: number;
  @ApiProperty({ type: [HistoryYearDto] }) history: HistoryYearDto[];
  @ApiProperty({ example: '2027-01' }) renewalMonth: string;
  @ApiProperty({ description: 'The import that last wrote it' }) importId: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) viewedAt?: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) paidAt?: Date;
  @ApiPropertyOptional({ description: 'The payment that paid it' }) paymentReference?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) madeCurrentAt?: Date;
  @ApiProperty({ type: [RenewalEventDto], description: 'Newest first' }) events: RenewalEventDto[];
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class RenewalDetailAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: RenewalDetailDto }) renewal: RenewalDetailDto;
}

export class RenewalLookupDto {
  @ApiProperty({ example: 'IVY-R-100001' })
  @IsString()
  @Length(4, 30, { message: 'Enter your policy number' })
  policyNumber: string;

  @ApiProperty({ example: '1985-04-12', description: 'YYYY-MM-DD or DD/MM/YYYY' })
  @IsString()
  @Length(8, 10, { message: 'Enter your date of birth' })
  dateOfBirth: string;
}

export class RenewalAccessAnswerDto extends EnvelopeDto {
  @ApiProperty() renewalId: string;
  @ApiProperty({ description: 'Send it as X-Renewal-Token; it holds for two hours' }) token: string;
}

export class RenewalOfferDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'IVY-R-100001' }) policyNumber: string;
  @ApiProperty({ example: 'Aoife' }) firstName: string;
  @ApiProperty({ example: 'Toyota Corolla' }) vehicle: string;
  @ApiProperty({ example: '191-D-12345' }) registration: string;
  @ApiProperty({ enum: COVER_TYPES, enumName: 'CoverType' }) coverType: CoverType;
  @ApiProperty({ example: 'Comprehensive' }) coverLabel: string;
  @ApiProperty({ example: '2027-01-15' }) renewalDate: string;
  @ApiProperty() currentPremiumCents: number;
  @ApiProperty() renewalPremiumCents: number;
  @ApiProperty({ description: 'Renewal minus current premium (negative: cheaper)' }) changeCents: number;
  @ApiProperty() noClaimsYears: number;
  @ApiProperty({ type: [HistoryYearDto] }) history: HistoryYearDto[];
  @ApiProperty() autoRenew: boolean;
  @StatusProperty() status: RenewalStatus;
  @ApiProperty({ description: 'False once paid or lapsed' }) payable: boolean;
  @ApiPropertyOptional({
    type: [PolicyDocumentDto],
    description: "Once paid: the new period's schedule, certificate of insurance and disc",
  })
  documents?: PolicyDocumentDto[];
}

export class RenewalOfferAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: RenewalOfferDto }) renewal: RenewalOfferDto;
}

export class AutoRenewDto {
  @ApiProperty({ description: 'false opts out of automatic renewal' })
  @IsBoolean()
  autoRenew: boolean;
}

class ImportCountsDto {
  @ApiProperty({ description: 'Data rows' }) total: number;
  @ApiProperty() new: number;
  @ApiProperty() updated: number;
  @ApiProperty() unchanged: number;
  @ApiProperty() invalid: number;
}

class ImportErrorDto {
  @ApiProperty({ description: 'The header is row 1' }) row: number;
  @ApiProperty({ example: 'Renewal date' }) column: string;
  @ApiProperty({ example: '31/02/2027', description: 'The cell as given' }) value: string;
  @ApiProperty() message: string;
}

class FieldChangeDto {
  @ApiProperty({ example: 'Renewal premium' }) column: string;
  @ApiProperty({ example: '598.00', description: 'On file now, as the file writes it' }) from: string;
  @ApiProperty({ example: '575.00', description: 'After the import' }) to: string;
}

class ImportChangeDto {
  @ApiProperty({ description: 'The header is row 1' }) row: number;
  @ApiProperty({ example: 'IVY-R-100001' }) policyNumber: string;
  @ApiProperty({ type: [FieldChangeDto] }) changes: FieldChangeDto[];
}

class ImportStaffDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
}

export class RenewalImportDto {
  @ApiProperty() _id: string;
  @ApiProperty() fileName: string;
  @ApiProperty({ enum: ['csv', 'xlsx'] }) fileType: string;
  @ApiProperty() fileBytes: number;
  @ApiProperty({ enum: ['validated', 'importing', 'completed', 'failed'], enumName: 'RenewalImportStatus' })
  status: string;
  @ApiProperty({ type: ImportStaffDto }) uploadedBy: ImportStaffDto;
  @ApiProperty({ type: ImportCountsDto, description: 'What the dry run found' }) dryRun: ImportCountsDto;
  @ApiProperty({ type: [String], description: 'Columns of the file the import does not use' })
  ignoredColumns: string[];
  @ApiProperty({ type: [ImportErrorDto], description: 'The first 20 problems' })
  firstErrors: ImportErrorDto[];
  @ApiProperty({ description: 'All problems (the error report lists them)' }) errorCount: number;
  @ApiProperty({
    type: [ImportChangeDto],
    description: 'The first 20 rows that update a renewal on file, with what each changes',
  })
  firstChanges: ImportChangeDto[];
  @ApiProperty({ description: 'Rows imported so far, of dryRun.total' }) processedRows: number;
  @ApiPropertyOptional({ type: ImportCountsDto, description: 'What the import did' })
  result?: ImportCountsDto;
  @ApiPropertyOptional({ type: ImportStaffDto }) importedBy?: ImportStaffDto;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) startedAt?: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) finishedAt?: Date;
  @ApiPropertyOptional() durationMs?: number;
  @ApiPropertyOptional() failure?: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class RenewalImportAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: RenewalImportDto }) import: RenewalImportDto;
}

export class RenewalImportsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [RenewalImportDto] }) data: RenewalImportDto[];
}

export class StaffRenewalDocumentsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: StaffDocumentsDto }) documents: StaffDocumentsDto;
}
