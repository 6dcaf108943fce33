import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Staff } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { AuditService } from './audit.service';
import { AuditKnownAnswerDto, AuditPageDto, AuditQueryDto } from './dto/audit.dto';

@ApiTags('audit')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Staff('audit')
  @Get()
  @ApiOperation({ summary: 'The audit log of admin writes, newest first' })
  @ApiOkResponse({ type: AuditPageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async listAuditEntries(@Query() query: AuditQueryDto): Promise<AuditPageDto> {
    return ok(await this.audit.list(query));
  }

  @Staff('audit')
  @Get('known')
  @ApiOperation({ summary: 'The actions and actors in the audit log, for filter pick-lists' })
  @ApiOkResponse({ type: AuditKnownAnswerDto })
  async listKnownAuditNames(): Promise<AuditKnownAnswerDto> {
    return ok(await this.audit.known());
  }
}
