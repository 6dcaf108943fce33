import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { HealthDto, ReadinessDto } from './health.dto';
import { HealthService } from './health.service';
import { Readiness } from './readiness.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly readiness: Readiness,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Whether the API and its database answer (liveness)' })
  @ApiOkResponse({ type: HealthDto, description: 'The API and its database answer.' })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'The database is down.' })
  async getHealth(): Promise<HealthDto> {
    return ok(await this.health.check(), 'OK');
  }

  @Public()
  @Get('ready')
  @ApiOperation({ summary: 'Whether this instance should receive traffic (readiness)' })
  @ApiOkResponse({
    type: ReadinessDto,
    description: 'Send this instance traffic: the database takes writes, files answer, start-up is done.',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorEnvelopeDto,
    description: 'Not ready (starting, stopping, or a dependency down); `errors` names each failing check.',
  })
  async getReadiness(): Promise<ReadinessDto> {
    return ok(await this.readiness.check(), 'Ready');
  }
}
