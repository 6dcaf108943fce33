import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsIn, IsMongoId, IsOptional } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto, PageQueryDto } from '#src/common/pagination/pagination';
import { IsCalendarDay } from '#src/common/validation/calendar-day';
import {
  CHECKOUT_OPTIONS,
  CheckoutOption,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PaymentPurpose,
  PaymentStatus,
} from '../domain/payment-terms';
import {
  CardDto,
  InstalmentDto,
  MandateSummaryDto,
  PaymentStatusProperty,
  PaymentSubjectDto,
} from './payment.dto';

/** A status, or `needs_action`: held or unfulfilled, the payments whose customer has nothing yet. */
export const PAYMENT_STATUS_FILTERS = [...PAYMENT_STATUSES, 'needs_action'] as const;
export type PaymentStatusFilter = (typeof PAYMENT_STATUS_FILTERS)[number];

export class PaymentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    enum: PAYMENT_STATUS_FILTERS,
    enumName: 'PaymentStatusFilter',
    description: 'A status, or needs_action (held or unfulfilled)',
  })
  @IsOptional()
  @IsIn(PAYMENT_STATUS_FILTERS)
  status?: PaymentStatusFilter;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-05-01',
    description: 'Created on or after this day (Irish time)',
  })
  @IsOptional()
  @IsCalendarDay()
  from?: string;

  @ApiPropertyOptional({
    format: 'date',
    example: '2026-05-31',
    description: 'Created on or before this day (Irish time)',
  })
  @IsOptional()
  @IsCalendarDay()
  to?: string;

  @ApiPropertyOptional({ description: "Only the payments for this quote (the quote's detail screen)" })
  @IsOptional()
  @IsMongoId({ message: 'Invalid id' })
  quoteId?: string;
}

class CustomerDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class PaymentRowDto {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: PAYMENT_PURPOSES, enumName: 'PaymentPurpose' }) purpose: PaymentPurpose;
  @ApiProperty({ type: PaymentSubjectDto }) subject: PaymentSubjectDto;
  @ApiProperty({ enum: CHECKOUT_OPTIONS, enumName: 'CheckoutOption' }) option: CheckoutOption;
  @PaymentStatusProperty() status: PaymentStatus;
  @ApiProperty() amountCents: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ example: 'sandbox' }) provider: string;
  @ApiProperty({ description: "The subject's attempt number, from 1" }) attempt: number;
  @ApiPropertyOptional({
    example: 'IVY-7K3M-Q9TX',
    description: "The quote's web reference or the renewed policy's number (absent on old payments)",
  })
  subjectReference?: string;
  @ApiProperty({ type: CustomerDto }) customer: CustomerDto;
  @ApiPropertyOptional({ example: 'IVY-P-4HXM9R2C' }) reference?: string;
  @ApiPropertyOptional({ description: 'Held: why staff must check it' }) heldReason?: string;
  @ApiPropertyOptional({
    description: 'Unfulfilled (or once was): the last fault delivering what the payment pays for',
  })
  fulfilmentError?: string;
  @ApiProperty({ example: '2026-05-01' }) createdDay: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class PaymentsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [PaymentRowDto] }) data: PaymentRowDto[];
}

export class PaymentEventDto {
  @ApiProperty({ example: 'evt_1PQ…' }) eventId: string;
  @ApiProperty({ example: 'stripe' }) provider: string;
  @ApiProperty({ example: 'checkout.session.completed' }) type: string;
  @ApiProperty({ enum: ['succeeded', 'failed', 'cancelled', 'expired', 'ignored'] }) outcome: string;
  @ApiPropertyOptional() amountCents?: number;
  @ApiPropertyOptional() currency?: string;
  @ApiProperty({ type: String, format: 'date-time' }) receivedAt: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) processedAt?: Date;
  @ApiPropertyOptional({ example: 'Paid: IVY-P-4HXM9R2C.' }) note?: string;
}

export class PaymentDetailDto extends PaymentRowDto {
  @ApiProperty() description: string;
  @ApiProperty({ description: 'Also the idempotency key sent to the provider' }) idempotencyKey: string;
  @ApiPropertyOptional({ example: 'cs_test_…' }) checkoutRef?: string;
  @ApiPropertyOptional({ example: 'pi_…' }) providerPaymentRef?: string;
  @ApiPropertyOptional() paidAmountCents?: number;
  @ApiPropertyOptional() paidCurrency?: string;
  @ApiPropertyOptional() failureReason?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) fulfilmentFailedAt?: Date;
  @ApiPropertyOptional({ description: 'Failed deliveries so far' }) fulfilmentFailures?: number;
  @ApiPropertyOptional({ type: CardDto }) card?: CardDto;
  @ApiPropertyOptional({ type: MandateSummaryDto }) mandate?: MandateSummaryDto;
  @ApiPropertyOptional({ type: [InstalmentDto] }) instalments?: InstalmentDto[];
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) settledAt?: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
  @ApiProperty({ type: [PaymentEventDto] }) events: PaymentEventDto[];
}

export class PaymentDetailAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: PaymentDetailDto }) payment: PaymentDetailDto;
}

export class PaymentsNeedingActionDto extends EnvelopeDto {
  @ApiProperty({
    description: 'Payments held or unfulfilled: money arrived and the customer has nothing yet',
  })
  count: number;
}
