import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Actor, CurrentActor, Staff } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';
import { PageQueryDto } from '../../common/pagination/pagination';
import { IdParamDto } from '../../common/validation/id-param';
import { EVENT_TYPES } from '../events';
import {
  CreateWebhookEndpointDto,
  DeliveryParamDto,
  UpdateWebhookEndpointDto,
  WebhookDeliveriesPageDto,
  WebhookDeliveryAnswerDto,
  WebhookEndpointAnswerDto,
  WebhookEndpointsPageDto,
  WebhookEventTypesDto,
  WebhookSecretAnswerDto,
} from './dto/webhook.dto';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhookSender } from './webhook-sender.service';

const NOT_FOUND = { type: ErrorEnvelopeDto, description: 'No such endpoint (or delivery)' };
const INVALID = {
  type: ErrorEnvelopeDto,
  description: 'Invalid id or fields (the URL rules are in `errors.url`)',
};

/** Outbound webhooks: the endpoints events are sent to, and what was sent (docs/architecture.md, "Webhooks"). */
@ApiTags('webhooks')
@Staff('webhooks', 'webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(
    private readonly endpoints: WebhookEndpoints,
    private readonly sender: WebhookSender,
  ) {}

  @Get('event-types')
  @ApiOperation({ summary: 'The event types an endpoint may subscribe to' })
  @ApiOkResponse({ type: WebhookEventTypesDto })
  listWebhookEventTypes(): WebhookEventTypesDto {
    return ok({ eventTypes: [...EVENT_TYPES] });
  }

  @Idempotent()
  @Post()
  @ApiOperation({
    summary: 'Register an endpoint; the answer holds its signing secret, shown this once only',
    description: 'It receives the events of its types recorded from now on, signed per Standard Webhooks.',
  })
  @ApiCreatedResponse({ type: WebhookSecretAnswerDto })
  @ApiBadRequestResponse(INVALID)
  async createWebhookEndpoint(
    @Body() body: CreateWebhookEndpointDto,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookSecretAnswerDto> {
    return ok(
      await this.endpoints.create(body, actor),
      'Webhook endpoint created. Copy its secret now: it will not be shown again.',
    );
  }

  @Get()
  @ApiOperation({ summary: 'Endpoints, newest first (never their secrets)' })
  @ApiOkResponse({ type: WebhookEndpointsPageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async listWebhookEndpoints(@Query() query: PageQueryDto): Promise<WebhookEndpointsPageDto> {
    return ok(await this.endpoints.list(query));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One endpoint' })
  @ApiOkResponse({ type: WebhookEndpointAnswerDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  async getWebhookEndpoint(@Param() { id }: IdParamDto): Promise<WebhookEndpointAnswerDto> {
    return ok({ endpoint: await this.endpoints.get(id) });
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change an endpoint, or enable or disable it',
    description: 'Enabling it again sends the events queued for it while it was disabled, in order.',
  })
  @ApiOkResponse({ type: WebhookEndpointAnswerDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  async updateWebhookEndpoint(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateWebhookEndpointDto,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookEndpointAnswerDto> {
    const endpoint = await this.endpoints.update(id, body, actor);
    if (endpoint.enabled) this.sender.wake();
    return ok({ endpoint }, 'Webhook endpoint saved.');
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an endpoint and its deliveries: nothing more is sent to it' })
  @ApiOkResponse({ type: WebhookEndpointAnswerDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  async deleteWebhookEndpoint(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookEndpointAnswerDto> {
    return ok({ endpoint: await this.endpoints.remove(id, actor) }, 'Webhook endpoint deleted.');
  }

  @Post(':id/rotate-secret')
  @ApiOperation({
    summary: 'Replace the signing secret; the answer holds the new one, shown this once only',
    description: 'For 24 hours deliveries carry a signature with each secret, so the receiver can switch.',
  })
  @ApiCreatedResponse({ type: WebhookSecretAnswerDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  async rotateWebhookSecret(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookSecretAnswerDto> {
    return ok(
      await this.endpoints.rotate(id, actor),
      'New secret made. Copy it now: it will not be shown again. The old one works for 24 more hours.',
    );
  }

  @Post(':id/test')
  @ApiOperation({ summary: 'Send a `webhook.test` event now; the answer is the delivery and how it went' })
  @ApiCreatedResponse({ type: WebhookDeliveryAnswerDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  async sendWebhookTest(@Param() { id }: IdParamDto): Promise<WebhookDeliveryAnswerDto> {
    const delivery = await this.sender.sendTest(id);
    return ok(
      { delivery },
      delivery.status === 'delivered' ? 'Test event delivered.' : 'The test event was not accepted.',
    );
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: 'An endpoint’s deliveries, newest first' })
  @ApiOkResponse({ type: WebhookDeliveriesPageDto })
  @ApiBadRequestResponse(INVALID)
  @ApiNotFoundResponse(NOT_FOUND)
  async listWebhookDeliveries(
    @Param() { id }: IdParamDto,
    @Query() query: PageQueryDto,
  ): Promise<WebhookDeliveriesPageDto> {
    return ok(await this.endpoints.listDeliveries(id, query));
  }

  @Post(':id/deliveries/:deliveryId/redeliver')
  @ApiOperation({ summary: 'Send an event to the endpoint again, now, with a fresh day of retries' })
  @ApiCreatedResponse({ type: WebhookDeliveryAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid ids, or a test message' })
  @ApiNotFoundResponse(NOT_FOUND)
  async redeliverWebhook(
    @Param() { id, deliveryId }: DeliveryParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<WebhookDeliveryAnswerDto> {
    const delivery = await this.endpoints.redeliver(id, deliveryId, actor);
    this.sender.wake();
    return ok({ delivery }, 'Queued to be sent again.');
  }
}
