import {
  applyDecorators,
  createParamDecorator,
  Controller,
  ExecutionContext,
  Headers,
  HttpCode,
  HttpStatus,
  Post,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { WebhookAnswerDto } from './dto/payment.dto';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox.provider';
import { STRIPE_SIGNATURE_HEADER } from './providers/stripe-events';
import { PaymentWebhooks } from './payment-webhooks.service';

/** The exact bytes received (body-parsing.ts keeps them): signatures are over these, not over parsed JSON. */
const RawBody = createParamDecorator(
  (_: unknown, context: ExecutionContext): Buffer | undefined =>
    context.switchToHttp().getRequest<Request>().rawBody,
);

const WebhookDocs = () =>
  applyDecorators(
    ApiOkResponse({ type: WebhookAnswerDto, description: 'Applied, or a replay that changed nothing' }),
    ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Missing, tampered or stale signature' }),
    ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Payments do not go through this provider' }),
  );

/** Provider events: the only way a payment becomes paid. Each is verified against the raw body. */
@ApiTags('payments')
@Controller('payments/webhooks')
export class PaymentWebhooksController {
  constructor(private readonly webhooks: PaymentWebhooks) {}

  @Public()
  @Post('sandbox')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "The sandbox page's payment events, signed t=…,v1=… (HMAC-SHA256, 5 minutes)" })
  @ApiHeader({ name: SANDBOX_SIGNATURE_HEADER, required: true })
  @WebhookDocs()
  async receiveSandboxWebhook(
    @RawBody() body: Buffer | undefined,
    @Headers(SANDBOX_SIGNATURE_HEADER) signature?: string,
  ): Promise<WebhookAnswerDto> {
    return ok({}, await this.webhooks.receive('sandbox', body, signature));
  }

  @Public()
  @Post('stripe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Stripe Checkout events (checkout.session.*), verified with the endpoint secret' })
  @ApiHeader({ name: STRIPE_SIGNATURE_HEADER, required: true })
  @WebhookDocs()
  async receiveStripeWebhook(
    @RawBody() body: Buffer | undefined,
    @Headers(STRIPE_SIGNATURE_HEADER) signature?: string,
  ): Promise<WebhookAnswerDto> {
    return ok({}, await this.webhooks.receive('stripe', body, signature));
  }
}
