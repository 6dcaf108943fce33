import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { COVER_TYPES, CoverType, LICENCE_TYPES, LicenceType } from '../../rating';

export class OptionDto {
  @ApiProperty({ example: 'full_irish' }) value: string;
  @ApiProperty({ example: 'Full Irish licence' }) label: string;
}

export class AddOnOptionDto extends OptionDto {
  @ApiPropertyOptional({
    enum: COVER_TYPES,
    enumName: 'CoverType',
    isArray: true,
    description: 'Only with these covers',
  })
  coverTypes?: CoverType[];
  @ApiPropertyOptional({ description: 'Only with at least this many no-claims years' }) minNcbYears?: number;
  @ApiPropertyOptional({ description: 'A fixed price in cents' }) priceCents?: number;
  @ApiPropertyOptional({ description: 'Or a share of the premium, e.g. 0.1' }) rate?: number;
}

export class MonthlyTermsDto {
  @ApiProperty({ example: 0.2 }) depositRate: number;
  @ApiProperty({ example: 10 }) instalments: number;
  @ApiProperty({ example: 15.1 }) aprPercent: number;
}

/** Who may accompany a learner: the form warns before pricing, the rating table's decline stays the authority. */
export class LearnerRuleDto {
  @ApiProperty({ enum: LICENCE_TYPES, enumName: 'LicenceType', isArray: true })
  accompanyingLicenceTypes: LicenceType[];
  @ApiProperty({ example: 2 }) minAccompanyingLicenceYears: number;
}

export class QuoteFormOptionsDto extends EnvelopeDto {
  @ApiProperty({ description: 'The rating table these options come from' }) tableVersion: string;
  @ApiProperty({ type: [OptionDto] }) titles: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) genders: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) maritalStatuses: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) employmentStatuses: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) licenceTypes: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) coverTypes: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) usages: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) overnightLocations: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) relationships: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) convictions: OptionDto[];
  @ApiProperty({ type: [OptionDto] }) claimTypes: OptionDto[];
  @ApiProperty({ type: [AddOnOptionDto] }) addOns: AddOnOptionDto[];
  @ApiProperty({ type: [Number], description: 'The voluntary excess amounts offered, in cents' })
  voluntaryExcessCents: number[];
  @ApiProperty({ description: 'The cover may start from today up to this many days ahead' })
  maxStartDaysAhead: number;
  @ApiProperty({ type: LearnerRuleDto }) learner: LearnerRuleDto;
  @ApiProperty({ type: [OptionDto] }) paymentOptions: OptionDto[];
  @ApiProperty({ type: MonthlyTermsDto }) monthly: MonthlyTermsDto;
}
