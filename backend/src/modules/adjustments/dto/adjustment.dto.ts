import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsMongoId, ValidateIf } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { ADJUSTMENT_STATUSES, type AdjustmentStatus } from '../schemas/policy-adjustment.schema';
import { ChoiceField, DateField, IntField, MAX_NAMED_DRIVERS, NestedField, TextField } from '../../rating';
import {
  AdditionalDriverDto,
  compactDriverNumber,
  DRIVER_NUMBER,
  DRIVER_NUMBER_MESSAGE,
  YourCarDto,
} from '../../quotes';

/** The changes a policyholder prices online; the others still go to staff by the change form. */
export const SELF_SERVICE_CHANGES = [
  'passed_test',
  'change_car',
  'add_driver',
  'remove_driver',
  'change_address',
] as const;
export type SelfServiceChange = (typeof SELF_SERVICE_CHANGES)[number];

/** Sooner than a policy can end (a policy bought to start in a month runs a year from then). */
const MAX_EFFECTIVE_DAYS_AHEAD = 400;

export class PassedTestDto {
  @DateField({ notFuture: true }, { description: 'The day of the driving test', example: '2027-05-14' })
  testDate: string;

  @Transform(compactDriverNumber)
  @TextField(20, {
    example: '123456789',
    description: 'Field 4d of the new full licence',
    pattern: DRIVER_NUMBER,
    patternMessage: DRIVER_NUMBER_MESSAGE,
  })
  driverNumber: string;

  @IntField(0, MAX_NAMED_DRIVERS - 1, {
    optional: true,
    description: "A named driver's position on the policy; the policyholder when left out",
  })
  driverIndex?: number;
}

export class ChangeAddressDto {
  @TextField(100, {
    description: 'The new home address: an id from GET /reference/addresses',
    example: 'W91-0DPR-12',
  })
  addressId: string;
}

export class RemoveDriverDto {
  @IntField(0, MAX_NAMED_DRIVERS - 1, {
    description: "The named driver's position on the policy, as GET /my-policy lists them in namedDrivers",
  })
  driverIndex: number;
}

export class PriceAdjustmentDto {
  @ChoiceField(SELF_SERVICE_CHANGES, 'AdjustmentType') type: SelfServiceChange;

  @DateField(
    { maxDaysAhead: MAX_EFFECTIVE_DAYS_AHEAD },
    {
      optional: true,
      description: 'When the change takes effect; today (or the first day of cover) when left out',
    },
  )
  effectiveDate?: string;

  @ValidateIf((body: PriceAdjustmentDto) => body.type === 'passed_test')
  @NestedField(PassedTestDto, { conditional: true, description: 'Required for passed_test' })
  passedTest?: PassedTestDto;

  @ValidateIf((body: PriceAdjustmentDto) => body.type === 'change_car')
  @NestedField(YourCarDto, {
    conditional: true,
    description: 'Required for change_car: the new car, as the quote\'s "your car" step takes it',
  })
  changeCar?: YourCarDto;

  @ValidateIf((body: PriceAdjustmentDto) => body.type === 'add_driver')
  @NestedField(AdditionalDriverDto, {
    conditional: true,
    description: "Required for add_driver: the quote's questions about a named driver",
  })
  addDriver?: AdditionalDriverDto;

  @ValidateIf((body: PriceAdjustmentDto) => body.type === 'remove_driver')
  @NestedField(RemoveDriverDto, { conditional: true, description: 'Required for remove_driver' })
  removeDriver?: RemoveDriverDto;

  @ValidateIf((body: PriceAdjustmentDto) => body.type === 'change_address')
  @NestedField(ChangeAddressDto, { conditional: true, description: 'Required for change_address' })
  changeAddress?: ChangeAddressDto;
}

export class ConfirmAdjustmentDto {
  @ApiProperty({
    description: 'The id the price was given with',
    pattern: '^[0-9a-fA-F]{24}$',
    example: '665f1c2b9d3e4a0012345678',
  })
  @IsMongoId({ message: 'Invalid id' })
  adjustmentId: string;
}

export class AdjustmentInstalmentDto {
  @ApiProperty({ example: '2027-06-08' }) dueDate: string;
  @ApiProperty() amountCents: number;
}

export class AdjustmentPriceDto {
  @ApiProperty({ description: "The year's premium before the change, levy included" })
  annualBeforeCents: number;
  @ApiProperty({ description: "The year's premium after the change, levy included" })
  annualAfterCents: number;
  @ApiProperty({ description: 'Days of cover left, the effective date included' }) daysLeft: number;
  @ApiProperty({ description: 'The difference for the days left, before levy; negative is a refund' })
  premiumCents: number;
  @ApiProperty({ description: 'The 3% Government levy on the difference' }) levyCents: number;
  @ApiProperty({ description: "The brand's fee for a change (no levy on it)" }) adminFeeCents: number;
  @ApiProperty({ description: 'All of it: positive to pay, negative to be refunded' }) totalCents: number;
  @ApiProperty({ description: 'Paid by card now' }) payNowCents: number;
  @ApiProperty({ description: 'Refunded to the policyholder' }) refundCents: number;
  @ApiPropertyOptional({
    type: [AdjustmentInstalmentDto],
    description: "A monthly payer's Direct Debits after the change, collected ones included",
  })
  instalments?: AdjustmentInstalmentDto[];
  @ApiPropertyOptional({
    description: 'The last day as a novice driver, after a passed test',
    format: 'date',
  })
  noviceUntil?: string;
}

const ADJUSTMENT_OUTCOMES = ['priced', 'referred', 'settled'] as const;

export class AdjustmentDto {
  @ApiProperty() id: string;
  @ApiProperty({
    enum: ADJUSTMENT_OUTCOMES,
    enumName: 'AdjustmentOutcome',
    description:
      'priced: confirm to apply it; referred: our team reviews it; settled: applied, documents issued',
  })
  outcome: (typeof ADJUSTMENT_OUTCOMES)[number];
  @ApiProperty({ example: 'Aoife passed the driving test on 14 May 2027: now a full Irish licence holder' })
  summary: string;
  @ApiProperty({ format: 'date' }) effectiveDate: string;
  @ApiPropertyOptional({ type: AdjustmentPriceDto, description: 'Absent for a referred change' })
  price?: AdjustmentPriceDto;
}

export class AdjustmentAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: AdjustmentDto }) adjustment: AdjustmentDto;
}

export class StaffAdjustmentDto {
  @ApiProperty() id: string;
  @ApiProperty({ enum: ADJUSTMENT_STATUSES, enumName: 'AdjustmentStatus' }) status: AdjustmentStatus;
  @ApiProperty({ enum: SELF_SERVICE_CHANGES }) type: string;
  @ApiProperty() summary: string;
  @ApiProperty({ format: 'date' }) effectiveDate: string;
  @ApiProperty({ example: 'policyholder (my-policy)' }) by: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) settledAt?: Date;
  @ApiPropertyOptional({ type: AdjustmentPriceDto, description: 'Absent for a referred or declined change' })
  price?: AdjustmentPriceDto;
  @ApiPropertyOptional({ type: [String], description: 'Why the rules referred or declined it' })
  reasons?: string[];
  @ApiPropertyOptional({ description: 'The staff member who priced a referred change' }) approvedBy?: string;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) approvedAt?: Date;
  @ApiPropertyOptional({ description: 'The id of the change this one reverses' }) reverses?: string;
  @ApiPropertyOptional({ description: 'The id of the change that reversed this one' }) reversedBy?: string;
}

export class StaffAdjustmentsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [StaffAdjustmentDto], description: 'Newest first' }) adjustments: StaffAdjustmentDto[];
}

export class AdjustmentsAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: [AdjustmentDto], description: 'Oldest first' }) adjustments: AdjustmentDto[];
}

export class StaffAdjustmentAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: StaffAdjustmentDto }) adjustment: StaffAdjustmentDto;
}

/** A policy's change, for staff's actions on it. */
export class PolicyAdjustmentParamsDto {
  @ApiProperty({
    description: "The policy's id",
    pattern: '^[0-9a-fA-F]{24}$',
    example: '665f1c2b9d3e4a0012345678',
  })
  @IsMongoId({ message: 'Invalid id' })
  id: string;

  @ApiProperty({
    description: "The change's id",
    pattern: '^[0-9a-fA-F]{24}$',
    example: '665f1c2b9d3e4a0012345679',
  })
  @IsMongoId({ message: 'Invalid id' })
  adjustmentId: string;
}

/** Ten thousand euro either way: more than any change to a car policy moves. */
const MAX_STAFF_PREMIUM_CENTS = 1_000_000;

export class ApproveAdjustmentDto {
  @IntField(-MAX_STAFF_PREMIUM_CENTS, MAX_STAFF_PREMIUM_CENTS, {
    description:
      'The premium for the days left, in cent, before the 3% levy (added, with any fee); negative for a refund',
    example: 4500,
  })
  premiumCents: number;
}
