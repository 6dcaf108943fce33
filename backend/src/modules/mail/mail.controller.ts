import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { OutboxPageDto, OutboxQueryDto } from './dto/outbox.dto';
import { MailService } from './mail.service';

@ApiTags('mail')
@Controller('mail')
export class MailController {
  constructor(private readonly mail: MailService) {}

  @Staff('audit')
  @Get('outbox')
  @ApiOperation({ summary: 'Mail kept by the outbox transport (local set-up), newest first' })
  @ApiOkResponse({ type: OutboxPageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async listOutboxMail(@Query() query: OutboxQueryDto): Promise<OutboxPageDto> {
    return ok(await this.mail.listOutbox(query));
  }
}
