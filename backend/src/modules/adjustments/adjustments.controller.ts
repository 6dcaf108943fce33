import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { RateLimit } from '../../common/throttling/rate-limits';
import { NeedsPolicyToken, PolicyholderAccess, PolicyToken } from '../documents';
import { AdjustmentsService } from './adjustments.service';
import {
  AdjustmentAnswerDto,
  AdjustmentsAnswerDto,
  ConfirmAdjustmentDto,
  PriceAdjustmentDto,
} from './dto/adjustment.dto';

/** Mid-term changes the policyholder prices and confirms on /my-policy, with its session token. */
@ApiTags('my-policy')
@Controller('my-policy/adjustments')
export class AdjustmentsController {
  constructor(
    private readonly access: PolicyholderAccess,
    private readonly adjustments: AdjustmentsService,
  ) {}

  @Public()
  @RateLimit('policyholder')
  @Get()
  @ApiOperation({
    summary: 'The changes our team priced for this policy, waiting to be confirmed (and paid)',
    description:
      'Each is confirmed with POST /my-policy/adjustments, or paid with its checkout, like a change priced online.',
  })
  @NeedsPolicyToken()
  @ApiOkResponse({ type: AdjustmentsAnswerDto })
  async listMyAdjustments(@PolicyToken() token: string | undefined): Promise<AdjustmentsAnswerDto> {
    const policy = await this.access.policyOf(token);
    return ok({ adjustments: await this.adjustments.awaitingPolicyholder(policy) });
  }

  @Public()
  @RateLimit('policyholder')
  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Price a change to the policy without making it',
    description:
      'Rated with the table that priced the policy, pro rata for the days left, with the 3% levy and any fee. ' +
      'A change the underwriting rules refer or decline comes back as referred: staff review it, the policy is unchanged.',
  })
  @NeedsPolicyToken()
  @ApiOkResponse({ type: AdjustmentAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid fields, named per field' })
  @ApiUnprocessableEntityResponse({
    type: ErrorEnvelopeDto,
    description:
      'The change does not apply to this policy (a full licence already, a date outside its cover)',
  })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'This policy cannot be changed online' })
  async priceAdjustment(
    @PolicyToken() token: string | undefined,
    @Body() body: PriceAdjustmentDto,
  ): Promise<AdjustmentAnswerDto> {
    const policy = await this.access.policyOf(token);
    const { adjustment, message } = await this.adjustments.quote(policy, body);
    return ok({ adjustment }, message);
  }

  @Public()
  @RateLimit('policyholder')
  @Idempotent()
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Confirm a priced change: the policy is changed and new documents are issued',
    description:
      'A refund or no difference settles at once; a monthly payer’s difference goes on the Direct Debits left. ' +
      'An additional premium is paid instead with POST /payments/adjustments/{id}/checkout (409 here).',
  })
  @NeedsPolicyToken()
  @ApiOkResponse({ type: AdjustmentAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such priced change on this policy' })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description:
      'Another change is being made or was made since the price; a referred change; one to pay for on the payment page',
  })
  async confirmAdjustment(
    @PolicyToken() token: string | undefined,
    @Body() body: ConfirmAdjustmentDto,
  ): Promise<AdjustmentAnswerDto> {
    const policy = await this.access.policyOf(token);
    const { adjustment, message } = await this.adjustments.confirm(policy, body.adjustmentId);
    return ok({ adjustment }, message);
  }
}
