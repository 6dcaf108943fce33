import { Controller, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '#src/common/auth/index';
import { ErrorEnvelopeDto, ok } from '#src/common/http/envelope';
import { Idempotent } from '#src/common/idempotency/idempotent.decorator';
import { RateLimit } from '#src/common/throttling/rate-limits';
import { IdParamDto } from '#src/common/validation/id-param';
import { NeedsPolicyToken, PolicyToken } from '../../documents';
import { StartedCheckoutAnswerDto } from '../dto/quote-checkout.dto';
import { AdjustmentCheckout } from './adjustment-checkout.service';

/** Paying a mid-term change's additional premium on the hosted page (the result screen reads payments/{id}/result). */
@ApiTags('payments')
@Controller('payments/adjustments')
export class AdjustmentPaymentsController {
  constructor(private readonly adjustmentCheckout: AdjustmentCheckout) {}

  @Public()
  @RateLimit('policyholder')
  @Idempotent()
  @Post(':id/checkout')
  @ApiOperation({
    summary: "Open the provider's hosted page for a priced change's additional premium",
    description:
      'The change (from POST /my-policy/adjustments/quote, with payNowCents above 0) is made when the payment ' +
      'succeeds: new documents, an email. Until then the policy is unchanged; a failed payment can be tried again.',
  })
  @NeedsPolicyToken()
  @ApiCreatedResponse({ type: StartedCheckoutAnswerDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such priced change on this policy' })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'Made or paid already, referred to staff, nothing to pay, or another change came first',
  })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'The provider could not be reached' })
  async startAdjustmentCheckout(
    @Param() { id }: IdParamDto,
    @PolicyToken() token?: string,
  ): Promise<StartedCheckoutAnswerDto> {
    return ok(await this.adjustmentCheckout.start(id, token), 'Checkout opened.');
  }
}
