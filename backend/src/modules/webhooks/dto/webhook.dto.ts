import { ApiProperty, ApiPropertyOptional, IntersectionType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsMongoId,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { PageInfoDto } from '#src/common/pagination/pagination';
import { IdParamDto } from '#src/common/validation/id-param';
import { AuditActorDto } from '../../audit';
import { EVENT_TYPES, type EventType } from '../../events';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../schemas/webhook-delivery.schema';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateWebhookEndpointDto {
  @ApiProperty({
    example: 'https://crm.example.com/webhooks/ivy',
    maxLength: 2000,
    description: 'https (in production, to a public address); http only to this machine outside production',
  })
  @Transform(trimmed)
  @IsString({ message: 'Required' })
  @MaxLength(2000, { message: 'At most 2,000 characters' })
  url: string;

  @ApiProperty({ enum: EVENT_TYPES, isArray: true, example: ['quote.bought', 'policy.issued'] })
  @IsArray({ message: 'Choose at least one event type' })
  @ArrayMinSize(1, { message: 'Choose at least one event type' })
  @ArrayMaxSize(EVENT_TYPES.length)
  @ArrayUnique({ message: 'Each event type once' })
  @IsIn(EVENT_TYPES, { each: true, message: `Event types are among: ${EVENT_TYPES.join(', ')}` })
  eventTypes: EventType[];

  @ApiPropertyOptional({ example: 'CRM: new policies', maxLength: 200 })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(200, { message: 'At most 200 characters' })
  description?: string;

  @ApiPropertyOptional({ default: true, description: 'A disabled endpoint receives nothing' })
  @IsOptional()
  @IsBoolean({ message: 'true or false' })
  enabled?: boolean;
}

export class UpdateWebhookEndpointDto extends PartialType(CreateWebhookEndpointDto) {}

export class WebhookEndpointDto {
  @ApiProperty() _id: string;
  @ApiProperty() url: string;
  @ApiProperty({ enum: EVENT_TYPES, isArray: true }) eventTypes: EventType[];
  @ApiProperty() description: string;
  @ApiProperty() enabled: boolean;
  @ApiPropertyOptional({ description: 'Why the service disabled it (after repeated failed deliveries)' })
  disabledReason?: string;
  @ApiProperty({ description: 'Deliveries given up since the last that succeeded' }) failuresInARow: number;
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    description: 'After a rotation: until when the previous secret still signs too',
  })
  previousSecretExpiresAt?: Date;
  @ApiProperty({ type: AuditActorDto }) createdBy: AuditActorDto;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class WebhookEndpointAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: WebhookEndpointDto }) endpoint: WebhookEndpointDto;
}

export class WebhookSecretAnswerDto extends WebhookEndpointAnswerDto {
  @ApiProperty({
    description: 'The signing secret, shown this once only',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  })
  secret: string;
}

export class WebhookEndpointsPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [WebhookEndpointDto] }) data: WebhookEndpointDto[];
}

export class WebhookEventTypesDto extends EnvelopeDto {
  @ApiProperty({ enum: EVENT_TYPES, isArray: true }) eventTypes: EventType[];
}

export class WebhookDeliveryDto {
  @ApiProperty() _id: string;
  @ApiProperty({ description: 'The webhook-id header: the event id (test messages: test_…)' })
  messageId: string;
  @ApiProperty({ example: 'quote.bought' }) type: string;
  @ApiProperty({ enum: DELIVERY_STATUSES }) status: DeliveryStatus;
  @ApiProperty() attempts: number;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) nextAttemptAt?: Date;
  @ApiPropertyOptional({ type: String, format: 'date-time' }) lastAttemptAt?: Date;
  @ApiPropertyOptional({ description: 'The last attempt’s HTTP status' }) responseCode?: number;
  @ApiPropertyOptional({ description: 'How long the last attempt took, in milliseconds' })
  durationMs?: number;
  @ApiPropertyOptional({ description: 'Why the last attempt failed when no status says it' }) error?: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

export class WebhookDeliveriesPageDto extends IntersectionType(EnvelopeDto, PageInfoDto) {
  @ApiProperty({ type: [WebhookDeliveryDto] }) data: WebhookDeliveryDto[];
}

export class WebhookDeliveryAnswerDto extends EnvelopeDto {
  @ApiProperty({ type: WebhookDeliveryDto }) delivery: WebhookDeliveryDto;
}

export class DeliveryParamDto extends IdParamDto {
  @ApiProperty({ pattern: '^[0-9a-fA-F]{24}$', example: '665f1c2b9d3e4a0012345679' })
  @IsMongoId({ message: 'Invalid id' })
  deliveryId: string;
}
