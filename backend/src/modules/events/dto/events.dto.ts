import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { EnvelopeDto } from '#src/common/http/envelope';
import { DEFAULT_EVENT_LIMIT, EVENT_TYPES, MAX_EVENT_LIMIT, type EventType } from '../domain/event-types';

export class EventsQueryDto {
  @ApiPropertyOptional({
    example: '1042',
    description:
      'The `next_cursor` of the last page read; without it the list starts at the oldest event kept',
  })
  @IsOptional()
  @MaxLength(15)
  @Matches(/^\d+$/, { message: 'after is a cursor: the digits of a next_cursor' })
  after?: string;

  @ApiPropertyOptional({ enum: EVENT_TYPES, description: 'Only events of this type' })
  @IsOptional()
  @IsIn(EVENT_TYPES, { message: `type is one of: ${EVENT_TYPES.join(', ')}` })
  type?: EventType;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_EVENT_LIMIT, default: DEFAULT_EVENT_LIMIT })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_EVENT_LIMIT)
  limit?: number;
}

export class EventSubjectDto {
  @ApiProperty({ example: 'quote' }) type: string;
  @ApiProperty({ example: '6745f0c2a1b2c3d4e5f60718' }) id: string;
}

export class EventDto {
  @ApiProperty({ example: '1043', description: 'Grows with each event: events are listed in its order' })
  id: string;
  @ApiProperty({ enum: EVENT_TYPES }) type: EventType;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: EventSubjectDto }) subject: EventSubjectDto;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The resource as its own API operation shows it after the change (no card data or secrets)',
  })
  data: Record<string, unknown>;
}

export class EventsPageDto extends EnvelopeDto {
  @ApiProperty({ type: [EventDto] }) data: EventDto[];
  @ApiProperty({
    example: '1043',
    description: 'Pass as `after` to read on; the same cursor when nothing newer exists yet',
  })
  next_cursor: string;
  @ApiProperty({ description: 'More events wait after this page' }) has_more: boolean;
}
