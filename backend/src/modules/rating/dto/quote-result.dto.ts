import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The evaluator's answer (rating/domain/evaluate.ts) as the API shows it. */
export const QUOTE_OUTCOMES = ['quoted', 'declined', 'referred'] as const;
export type QuoteOutcome = (typeof QUOTE_OUTCOMES)[number];

export class BreakdownLineDto {
  @ApiProperty({ example: 'AGE' }) code: string;
  @ApiProperty({ example: 'Driver age 23' }) label: string;
  @ApiProperty({ enum: ['loading', 'discount', 'addon'] }) kind: 'loading' | 'discount' | 'addon';
  @ApiProperty({ description: 'Cents added (negative: taken off) at this step', example: 42000 })
  amountCents: number;
  @ApiPropertyOptional({ description: 'The multiplier behind a loading or discount', example: 1.3 })
  factor?: number;
}

export class BreakdownDto {
  @ApiProperty() basePremiumCents: number;
  @ApiProperty({ type: [BreakdownLineDto] }) lines: BreakdownLineDto[];
  @ApiProperty({ description: 'Premium with add-ons, before the government levy' }) subtotalCents: number;
  @ApiProperty({ description: 'The 3% government levy' }) levyCents: number;
  @ApiProperty({ description: 'What an annual payment costs' }) totalCents: number;
}

export class MonthlyPlanDto {
  @ApiProperty() depositCents: number;
  @ApiProperty() instalments: number;
  @ApiProperty() instalmentCents: number;
  @ApiProperty() creditChargeCents: number;
  @ApiProperty({ description: 'Annual percentage rate, e.g. 15.1 for 15.1%' }) apr: number;
  @ApiProperty() totalPayableCents: number;
}

export class ReasonDto {
  @ApiProperty({ example: 'LEARNER_UNACCOMPANIED' }) code: string;
  @ApiProperty() message: string;
}

export class QuoteResultDto {
  @ApiProperty({ enum: QUOTE_OUTCOMES, enumName: 'QuoteOutcome' }) outcome: QuoteOutcome;
  @ApiProperty({ example: '2025.1' }) tableVersion: string;
  @ApiPropertyOptional({ type: BreakdownDto, description: 'Quoted only' }) breakdown?: BreakdownDto;
  @ApiPropertyOptional({ description: 'Compulsory plus voluntary excess, in cents (quoted only)' })
  excessCents?: number;
  @ApiPropertyOptional({ type: String, format: 'date-time', description: 'Quoted only' })
  validUntil?: string;
  @ApiPropertyOptional({ description: 'Quoted only' }) underwriter?: string;
  @ApiPropertyOptional({ type: MonthlyPlanDto, description: 'Quoted only' }) monthly?: MonthlyPlanDto;
  @ApiPropertyOptional({ type: [ReasonDto], description: 'Declined or referred: why, for the customer' })
  reasons?: ReasonDto[];
}
