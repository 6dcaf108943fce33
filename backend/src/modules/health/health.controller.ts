import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/public.decorator';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { HealthDto } from './health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'The API and its database answer.' })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'The database is down.' })
  async getHealth(): Promise<HealthDto> {
    return ok(await this.health.check(), 'OK');
  }
}
