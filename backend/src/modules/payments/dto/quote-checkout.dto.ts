import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsIn, IsMongoId, IsString, Length, MaxLength } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { IBAN_MISSING } from '../domain/iban';
import { CHECKOUT_OPTIONS, CheckoutOption } from '../domain/payment-terms';
import { InstalmentDto } from './payment.dto';

export class StartQuoteCheckoutDto {
  @ApiProperty({ example: '665f1c2b9d3e4a0012345678' })
  @IsMongoId({ message: 'Invalid id' })
  quoteId: string;

  @ApiProperty({
    enum: CHECKOUT_OPTIONS,
    enumName: 'CheckoutOption',
    description:
      'annual: the whole premium by card; monthly_deposit: the deposit by card, then Direct Debits',
  })
  @IsIn(CHECKOUT_OPTIONS, { message: 'Please choose annual or monthly_deposit' })
  option: CheckoutOption;
}

export class StartedCheckoutAnswerDto extends EnvelopeDto {
  @ApiProperty() paymentId: string;
  @ApiProperty({
    example: '/payments/sandbox/665f1c2b9d3e4a0012345678',
    description: "The provider's hosted page: send the customer there",
  })
  redirectUrl: string;
}

export class SaveMandateDto {
  @ApiProperty({ example: 'Aoife Byrne', description: 'The name the account is held in' })
  // Trimmed before the length check, so a name of spaces is refused rather than stored empty.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(2, 70, { message: 'Enter the account holder’s name (up to 70 characters)' })
  accountHolder: string;

  @ApiProperty({ example: 'IE29 AIBK 9311 5212 3456 78', description: 'Checked by mod 97; stored encrypted' })
  // class-validator reports the decorator nearest the field first, and a client shows the first message:
  // a missing IBAN is asked for, not called too long.
  @MaxLength(50, { message: 'This is too long for an IBAN' })
  @IsString({ message: IBAN_MISSING })
  iban: string;

  @ApiProperty({
    example: true,
    description: 'The customer agrees to the mandate wording (mandateTerms.text)',
  })
  @Equals(true, { message: 'Please tick the box to agree to the Direct Debit mandate' })
  consent: boolean;
}

export class MandateDto {
  @ApiProperty({ example: 'IVY-DD-7K3MQ9TXW2' }) reference: string;
  @ApiProperty({ example: 'Aoife Byrne' }) accountHolder: string;
  @ApiProperty({ example: 'IE** **** **** **** 5678' }) ibanMasked: string;
  @ApiProperty({ type: String, format: 'date-time' }) signedAt: Date;
}

export class MandateAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: MandateDto }) mandate: MandateDto;
}

export class MandateTermsDto {
  @ApiProperty({ example: 'Ivy Car Insurance' }) creditorName: string;
  @ApiProperty({ example: 'IE31ZZZ654321' }) creditorId: string;
  @ApiProperty({ description: 'The SEPA mandate wording the customer agrees to' }) text: string;
}

class CheckoutCustomerDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class MonthlyCheckoutDto {
  @ApiProperty({ description: 'Taken by card now' }) depositCents: number;
  @ApiProperty({ example: 9 }) instalments: number;
  @ApiProperty() instalmentCents: number;
  @ApiProperty() creditChargeCents: number;
  @ApiProperty({ example: 15.1 }) apr: number;
  @ApiProperty() totalPayableCents: number;
  @ApiProperty({ type: [InstalmentDto], description: 'The Direct Debits after the deposit' })
  schedule: InstalmentDto[];
}

export class QuoteCheckoutDto {
  @ApiProperty() quoteId: string;
  @ApiProperty({ example: 'IVY-7K3M-Q9TX' }) webReference: string;
  @ApiProperty({ type: CheckoutCustomerDto }) customer: CheckoutCustomerDto;
  @ApiProperty({ example: 'Comprehensive' }) coverLabel: string;
  @ApiProperty({ example: '2026-06-08' }) startDate: string;
  @ApiProperty({ example: '2019 Toyota Corolla (191-D-12345)' }) vehicle: string;
  @ApiProperty({ description: 'Paying in full, by card' }) annualCents: number;
  @ApiProperty({ type: MonthlyCheckoutDto }) monthly: MonthlyCheckoutDto;
  @ApiProperty({ enum: CHECKOUT_OPTIONS, enumName: 'CheckoutOption', description: 'As chosen so far' })
  chosenOption: CheckoutOption;
  @ApiPropertyOptional({ type: MandateDto, description: 'The Direct Debit mandate given already' })
  mandate?: MandateDto;
  @ApiProperty({ type: MandateTermsDto }) mandateTerms: MandateTermsDto;
  @ApiPropertyOptional({
    description:
      'Why the checkout would refuse: the documents not confirmed yet, or changed since (confirm on the quote)',
  })
  acceptanceProblem?: string;
}

export class QuoteCheckoutAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: QuoteCheckoutDto }) checkout: QuoteCheckoutDto;
}
