import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Actor, Staff, CurrentActor } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { DataProtectionService } from './data-protection.service';
import {
  DataSubjectAnswerDto,
  DataSubjectErasureAnswerDto,
  DataSubjectExportAnswerDto,
  DataSubjectQueryDto,
  DataSubjectRequestDto,
} from './dto/data-subject.dto';

const Invalid = () =>
  ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'No identifier given, or one that cannot be one',
  });
const Nobody = () =>
  ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Nothing is held about this person' });
const NotListedApart = () =>
  ApiUnprocessableEntityResponse({
    type: ErrorEnvelopeDto,
    description: 'An id in `include` that the finder did not list apart for this person',
  });

/** Data-subject requests (GDPR Articles 15, 17 and 20), for administrators and integrators' keys. */
@ApiTags('data-protection')
@Controller('data-protection')
export class DataProtectionController {
  constructor(private readonly requests: DataProtectionService) {}

  @Staff('data-protection', 'personal-data:read')
  @Get('subject')
  @ApiOperation({
    summary:
      'Preview a request: what is held about a person found by email, phone, web reference or policy number, each record with why it matches; records matched only on an unverified email are listed apart',
  })
  @ApiOkResponse({ type: DataSubjectAnswerDto })
  @Invalid()
  async findDataSubject(@Query() query: DataSubjectQueryDto): Promise<DataSubjectAnswerDto> {
    return ok({ subject: await this.requests.find(query) });
  }

  @Staff('data-protection', 'personal-data:read')
  @Post('export')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Export everything held about a person (JSON archive and a readable summary); audited',
  })
  @ApiOkResponse({ type: DataSubjectExportAnswerDto })
  @Invalid()
  @Nobody()
  @NotListedApart()
  async exportDataSubject(
    @Body() query: DataSubjectRequestDto,
    @CurrentActor() actor: Actor,
  ): Promise<DataSubjectExportAnswerDto> {
    return ok({ export: await this.requests.export(query, actor) }, 'Export ready.');
  }

  @Staff('data-protection', 'personal-data:erase')
  @Post('erase')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Erase a person: personal data deleted or anonymised everywhere, policy and payment records kept minimal for the law; audited',
  })
  @ApiOkResponse({ type: DataSubjectErasureAnswerDto })
  @Invalid()
  @Nobody()
  @NotListedApart()
  async eraseDataSubject(
    @Body() query: DataSubjectRequestDto,
    @CurrentActor() actor: Actor,
  ): Promise<DataSubjectErasureAnswerDto> {
    return ok({ erasure: await this.requests.erase(query, actor) }, 'Personal data erased.');
  }
}
