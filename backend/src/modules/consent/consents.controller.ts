import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ok } from '../../common/http/envelope';
import { Client, ClientInfo } from '../../common/http/client';
import { StaffRoute, PublicFormRoute } from '../../common/http/routes';
import { ConsentsService } from './consents.service';
import { ConsentsPageDto, ConsentsQueryDto, RecordConsentDto, RecordedConsentDto } from './dto/consent.dto';

@ApiTags('consent')
@Controller('dg-cookies')
export class ConsentsController {
  constructor(private readonly consents: ConsentsService) {}

  @PublicFormRoute("Keep proof of a visitor's cookie choice", RecordedConsentDto, 'consent')
  @Post('consent')
  async recordConsent(
    @Body() body: RecordConsentDto,
    @Client() client: ClientInfo,
  ): Promise<RecordedConsentDto> {
    return ok(await this.consents.record(body, client), 'Your cookie choices have been recorded.');
  }

  @StaffRoute('data-protection', 'Recorded cookie choices, newest first', ConsentsPageDto)
  @Get('consents')
  async listConsents(@Query() query: ConsentsQueryDto): Promise<ConsentsPageDto> {
    return ok(await this.consents.list(query));
  }
}
