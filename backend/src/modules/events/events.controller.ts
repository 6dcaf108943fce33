import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { EVENT_RETENTION_DAYS } from './domain/event-types';
import { EventsPageDto, EventsQueryDto } from './dto/events.dto';
import { EventLog } from './event-log.service';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventLog) {}

  @Staff('events', 'events:read')
  @Get()
  @ApiOperation({
    summary: 'The event log, oldest first, from a cursor',
    description:
      `What changed, in the order it changed: read from \`after\` (the last page's \`next_cursor\`) until ` +
      `\`has_more\` is false, and keep the cursor to catch up later. Events are kept ${EVENT_RETENTION_DAYS} days.`,
  })
  @ApiOkResponse({ type: EventsPageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'A malformed cursor, an unknown type' })
  async listEvents(@Query() query: EventsQueryDto): Promise<EventsPageDto> {
    return ok(await this.events.list(query));
  }
}
