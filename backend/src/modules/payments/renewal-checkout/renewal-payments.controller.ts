import { Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '#src/common/auth/index';
import { ErrorEnvelopeDto, ok } from '#src/common/http/envelope';
import { RateLimit } from '#src/common/throttling/rate-limits';
import { IdParamDto } from '#src/common/validation/id-param';
import { NeedsRenewalToken, RenewalToken } from '../../renewals';
import { StartedCheckoutAnswerDto } from '../dto/quote-checkout.dto';
import { RenewalCheckoutAnswerDto } from '../dto/renewal-checkout.dto';
import { RenewalCheckout } from './renewal-checkout.service';
import { Idempotent } from '#src/common/idempotency/idempotent.decorator';

const NotPayable = () =>
  ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The renewal is paid already, or lapsed' });

/** Paying for a renewal on the provider's hosted page (the result screen reads payments/{id}/result). */
@ApiTags('payments')
@Controller('payments/renewals')
export class RenewalPaymentsController {
  constructor(private readonly renewalCheckout: RenewalCheckout) {}

  @Public()
  @RateLimit('renewal')
  @Get(':id')
  @ApiOperation({ summary: 'What paying for a renewal involves: the premium and what it covers' })
  @NeedsRenewalToken()
  @ApiOkResponse({ type: RenewalCheckoutAnswerDto })
  @NotPayable()
  async getRenewalCheckout(
    @Param() { id }: IdParamDto,
    @RenewalToken() token?: string,
  ): Promise<RenewalCheckoutAnswerDto> {
    return ok({ checkout: await this.renewalCheckout.summary(id, token) });
  }

  @Public()
  @RateLimit('renewal')
  @Idempotent()
  @Post(':id/checkout')
  @ApiOperation({
    summary: "Open the provider's hosted page for the renewal premium (the same page while one is open)",
  })
  @NeedsRenewalToken()
  @ApiCreatedResponse({ type: StartedCheckoutAnswerDto })
  @NotPayable()
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'The provider could not be reached' })
  async startRenewalCheckout(
    @Param() { id }: IdParamDto,
    @RenewalToken() token?: string,
  ): Promise<StartedCheckoutAnswerDto> {
    return ok(await this.renewalCheckout.start(id, token), 'Checkout opened.');
  }
}
