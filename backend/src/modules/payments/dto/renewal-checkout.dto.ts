import { ApiProperty } from '@nestjs/swagger';
import { EnvelopeDto } from '#src/common/http/envelope';

class RenewalCheckoutCustomerDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class RenewalCheckoutDto {
  @ApiProperty() renewalId: string;
  @ApiProperty({ example: 'IVY-R-100001' }) policyNumber: string;
  @ApiProperty({ type: RenewalCheckoutCustomerDto }) customer: RenewalCheckoutCustomerDto;
  @ApiProperty({ example: 'Comprehensive' }) coverLabel: string;
  @ApiProperty({ example: 'Toyota Corolla (191-D-12345)' }) vehicle: string;
  @ApiProperty({ example: '2027-01-15' }) renewalDate: string;
  @ApiProperty({ description: 'The renewal premium, paid in full by card' }) annualCents: number;
}

export class RenewalCheckoutAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: RenewalCheckoutDto }) checkout: RenewalCheckoutDto;
}
