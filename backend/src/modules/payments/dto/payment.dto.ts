import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import {
  CHECKOUT_OPTIONS,
  CheckoutOption,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  PaymentPurpose,
  PaymentStatus,
} from '../domain/payment-terms';

export class PaymentSubjectDto {
  @ApiProperty({ example: 'quote' }) type: string;
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' }) id: string;
}

export class CardDto {
  @ApiProperty({ example: 'Visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
}

export class InstalmentDto {
  @ApiProperty({ example: '2026-06-08' }) dueDate: string;
  @ApiProperty({ example: 10011 }) amountCents: number;
}

export class MandateSummaryDto {
  @ApiProperty({ example: 'IVY-DD-7K3MQ9TXW2' }) reference: string;
  @ApiProperty({ example: 'Aoife Byrne' }) accountHolder: string;
  @ApiProperty({ example: 'IE** **** **** **** 5678' }) ibanMasked: string;
}

export const PaymentStatusProperty = () =>
  ApiProperty({
    enum: PAYMENT_STATUSES,
    enumName: 'PaymentStatus',
    description:
      'pending until a verified provider event says otherwise; held: money arrived that staff must check; unfulfilled: money arrived, delivering what it pays for failed and is being retried',
  });

export class PaymentResultDto {
  @ApiProperty() _id: string;
  @ApiProperty({ enum: PAYMENT_PURPOSES, enumName: 'PaymentPurpose' }) purpose: PaymentPurpose;
  @ApiProperty({ type: PaymentSubjectDto }) subject: PaymentSubjectDto;
  @ApiProperty({ enum: CHECKOUT_OPTIONS, enumName: 'CheckoutOption' }) option: CheckoutOption;
  @PaymentStatusProperty() status: PaymentStatus;
  @ApiProperty({ description: 'Taken by card: the annual premium or the monthly deposit' })
  amountCents: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiPropertyOptional({ description: "What was paid for: with the subject's access token only" })
  description?: string;
  @ApiProperty({ description: 'What to tell the customer about this status' }) message: string;
  @ApiPropertyOptional({
    example: 'IVY-7K3M-Q9TX',
    description:
      "What the customer quotes about what is paid for: the quote's web reference, the renewed policy's number",
  })
  subjectReference?: string;
  @ApiPropertyOptional({
    format: 'date',
    example: '2026-05-08',
    description: 'The day the cover paid for starts',
  })
  coverStartDate?: string;
  @ApiPropertyOptional({ example: 'IVY-P-4HXM9R2C', description: 'Succeeded: what the payment delivered' })
  reference?: string;
  @ApiPropertyOptional({ type: CardDto }) card?: CardDto;
  @ApiPropertyOptional({ type: MandateSummaryDto, description: 'Monthly: the Direct Debit mandate' })
  mandate?: MandateSummaryDto;
  @ApiPropertyOptional({ type: [InstalmentDto], description: 'Monthly: the Direct Debits after the deposit' })
  instalments?: InstalmentDto[];
}

export class PaymentResultAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: PaymentResultDto }) payment: PaymentResultDto;
}

export class ResultQueryDto {
  @ApiProperty({ description: 'The signature from the return link' })
  @IsString()
  @MaxLength(100)
  sig: string;
}

export class WebhookAnswerDto extends EnvelopeDto {
  @ApiProperty({ example: 'Paid: IVY-P-4HXM9R2C.', description: 'What the event did' })
  declare message: string;
}
