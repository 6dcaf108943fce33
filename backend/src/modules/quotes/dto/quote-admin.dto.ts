import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { IsCalendarDay } from '#src/common/validation/calendar-day';
import { COVER_TYPES } from '../../rating';
import {
  PAYMENT_OPTIONS,
  PaymentOption,
  QUOTE_SOURCES,
  QUOTE_STATUSES,
  QuoteSource,
  QuoteStatus,
} from '../domain/pages';
import { QUOTE_EVENT_TYPES, QuoteEventType } from '../schemas/quote-event.schema';
import { QuoteDto } from './quote.dto';

export class QuotesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'A web reference, or part of an email or surname (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  search?: string;

  @ApiPropertyOptional({ enum: QUOTE_STATUSES, enumName: 'QuoteStatus' })
  @IsOptional()
  @IsIn(QUOTE_STATUSES)
  status?: QuoteStatus;

  @ApiPropertyOptional({ format: 'date', description: 'Created on or after this day (Irish time)' })
  @IsOptional()
  @IsCalendarDay()
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Created on or before this day (Irish time)' })
  @IsOptional()
  @IsCalendarDay()
  to?: string;
}

export class QuoteSummaryDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'IVY-7K3M-Q9TX' }) webReference: string;
  @ApiProperty({ enum: QUOTE_STATUSES, enumName: 'QuoteStatus' }) status: QuoteStatus;
  @ApiProperty({ enum: QUOTE_SOURCES, enumName: 'QuoteSource' }) source: QuoteSource;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ format: 'date' }) createdDay: string;
  @ApiPropertyOptional({ enum: COVER_TYPES, enumName: 'CoverType' }) coverType?: string;
  @ApiPropertyOptional({ example: 'Dublin City' }) area?: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The annual price when quoted or bought' })
  totalCents: number | null;
  @ApiPropertyOptional() tableVersion?: string;
  @ApiPropertyOptional() policyNumber?: string;
}

export class QuotesPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [QuoteSummaryDto] }) data: QuoteSummaryDto[];
}

export class QuoteEventDto {
  @ApiProperty({ type: String, format: 'date-time' }) at: Date;
  @ApiProperty({ enum: QUOTE_EVENT_TYPES, enumName: 'QuoteEventType' }) type: QuoteEventType;
  @ApiProperty({ enum: QUOTE_STATUSES, enumName: 'QuoteStatus', description: 'The status after it' })
  status: QuoteStatus;
  @ApiPropertyOptional() detail?: string;
  @ApiPropertyOptional() totalCents?: number;
  @ApiPropertyOptional() tableVersion?: string;
}

export class PolicyDto {
  @ApiProperty() _id: string;
  @ApiProperty({ example: 'IVY-P-4HXM9R2C' }) policyNumber: string;
  @ApiProperty() quoteId: string;
  @ApiProperty() webReference: string;
  @ApiProperty({ enum: ['active'] }) status: 'active';
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Name, contact details, address' })
  holder: object;
  @ApiProperty({ type: 'object', additionalProperties: true }) vehicle: object;
  @ApiProperty({ type: 'object', additionalProperties: true }) cover: object;
  @ApiProperty({ format: 'date' }) startDate: string;
  @ApiProperty({ format: 'date' }) endDate: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'totalCents, levyCents, monthly plan',
  })
  premium: object;
  @ApiProperty({ enum: PAYMENT_OPTIONS, enumName: 'PaymentOption' }) paymentOption: PaymentOption;
  @ApiPropertyOptional() paymentReference?: string;
  @ApiProperty({ format: 'date' }) createdDay: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class QuoteDetailDto extends QuoteDto {
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ format: 'date' }) createdDay: string;
  @ApiProperty({ example: '2025-W24' }) createdWeek: string;
  @ApiProperty({ example: '2025-06' }) createdMonth: string;
  @ApiProperty({ type: Number, nullable: true }) totalCents: number | null;
  @ApiPropertyOptional() coverType?: string;
  @ApiPropertyOptional() area?: string;
  @ApiProperty({ type: [String], description: 'Why it was declined or referred' })
  declineReasonCodes: string[];
  @ApiProperty({ description: 'Made by the demo seed' }) demo: boolean;
  @ApiPropertyOptional({ description: 'The rating table version of the current result' })
  tableVersion?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) purchasedAt?: Date;
  @ApiProperty({ type: [QuoteEventDto], description: 'What happened, oldest first' }) events: QuoteEventDto[];
  @ApiPropertyOptional({ type: PolicyDto }) policy?: PolicyDto;
}

export class QuoteDetailAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: QuoteDetailDto }) quote: QuoteDetailDto;
}
