import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';
import { QuoteResultDto } from '../../rating';
import { AddressDto, BusinessTypeDto, OccupationDto, VehicleDetailsDto } from '../../reference-data';
import {
  PAYMENT_OPTIONS,
  PaymentOption,
  QUOTE_PAGES,
  QUOTE_SOURCES,
  QUOTE_STATUSES,
  QuotePage,
  QuoteSource,
  QuoteStatus,
} from '../domain/pages';
import {
  AdditionalDriversDto,
  ClaimsDto,
  CoverDto,
  Gender,
  GENDERS,
  YourCarDto,
  YourDetailsDto,
  YourDrivingHistoryDto,
} from './quote-pages.dto';

/** The pages as stored and shown back: what was sent, plus what the server found from the ids. */
export class YourDetailsAnswerDto extends YourDetailsDto {
  @ApiProperty({ enum: GENDERS, enumName: 'Gender', required: true }) declare gender: Gender;
  @ApiProperty({ type: AddressDto }) address: AddressDto;
  @ApiProperty({ type: OccupationDto }) occupation: OccupationDto;
  @ApiPropertyOptional({ type: BusinessTypeDto }) businessType?: BusinessTypeDto;
}

export class YourCarAnswerDto extends YourCarDto {
  @ApiProperty({ type: VehicleDetailsDto }) vehicle: VehicleDetailsDto;
  @ApiProperty({ description: "The car's value in cents", required: true }) declare valueCents: number;
}

export class QuoteAnswersDto {
  @ApiProperty({ type: YourDetailsAnswerDto }) your_details: YourDetailsAnswerDto;
  @ApiPropertyOptional({ type: YourCarAnswerDto }) your_car?: YourCarAnswerDto;
  @ApiPropertyOptional({ type: YourDrivingHistoryDto }) your_driving_history?: YourDrivingHistoryDto;
  @ApiPropertyOptional({ type: AdditionalDriversDto }) additional_drivers?: AdditionalDriversDto;
  @ApiPropertyOptional({ type: ClaimsDto }) claims?: ClaimsDto;
  @ApiPropertyOptional({ type: CoverDto }) cover?: CoverDto;
}

export class QuotePriceDto extends QuoteResultDto {
  @ApiProperty({ type: String, format: 'date-time' }) pricedAt: string;
}

export class AcceptedVersionsDto {
  @ApiProperty({
    example: 'sof-3f9c2a7d41e0b865',
    description: 'A digest of the answers the statement showed',
  })
  statementOfFact: string;
  @ApiProperty({ example: 'EMR-PM-IPID-2026-03' }) ipid: string;
  @ApiProperty({ example: 'EMR-PM-2026-03' }) policyBooklet: string;
  @ApiProperty({ example: 'TOB-2026-01' }) termsOfBusiness: string;
}

export class DocumentsAcceptanceDto {
  @ApiProperty({ type: String, format: 'date-time' }) acceptedAt: Date;
  @ApiProperty({ type: AcceptedVersionsDto, description: 'The version of each document shown' })
  versions: AcceptedVersionsDto;
}

export class QuoteDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'IVY-7K3M-Q9TX' }) webReference: string;
  @ApiProperty({ enum: QUOTE_STATUSES, enumName: 'QuoteStatus' }) status: QuoteStatus;
  @ApiProperty({ enum: QUOTE_SOURCES, enumName: 'QuoteSource' }) source: QuoteSource;
  @ApiProperty({ type: QuoteAnswersDto }) answers: QuoteAnswersDto;
  @ApiProperty({
    enum: QUOTE_PAGES,
    enumName: 'QuotePage',
    isArray: true,
    description: 'Pages still to answer before the quote can be priced',
  })
  missingPages: QuotePage[];
  @ApiPropertyOptional({
    type: QuotePriceDto,
    description: 'Once priced: the outcome, and the price if quoted',
  })
  result?: QuotePriceDto;
  @ApiProperty({ description: 'A quoted price past its validity (retrieve the quote to renew it)' })
  isExpired: boolean;
  @ApiPropertyOptional({ enum: PAYMENT_OPTIONS, enumName: 'PaymentOption' }) paymentOption?: PaymentOption;
  @ApiPropertyOptional({ example: 'IVY-P-4HXM9R2C', description: 'Once bought' }) policyNumber?: string;
  @ApiPropertyOptional({
    type: DocumentsAcceptanceDto,
    description: "The customer's confirmation of the documents before paying; cleared when an answer changes",
  })
  acceptance?: DocumentsAcceptanceDto;
  @ApiPropertyOptional({
    description:
      'A priced quote: why the checkout would refuse (the documents not confirmed, or changed since)',
  })
  acceptanceProblem?: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export class QuoteAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: QuoteDto }) quote: QuoteDto;
}

export class OpenedQuoteAnswerDto extends QuoteAnswerDto {
  @ApiProperty({
    description: 'Send it as the X-Quote-Token header on every call about this quote. Shown only here.',
  })
  accessToken: string;
}

export class SavedQuoteAnswerDto extends EnvelopeDto {
  @ApiProperty({ example: 'IVY-7K3M-Q9TX' }) webReference: string;
}
