import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Actor, Staff, API_SCOPES, CurrentActor } from '#src/common/auth/index';
import { ErrorEnvelopeDto, ok } from '#src/common/http/envelope';
import { PageQueryDto } from '#src/common/pagination/pagination';
import { IdParamDto } from '#src/common/validation/id-param';
import { AppConfig } from '#src/config/app-config';
import { ApiKeysService } from './api-keys.service';
import {
  ApiKeyAnswerDto,
  ApiKeysPageDto,
  ApiScopesDto,
  CreateApiKeyDto,
  CreatedApiKeyDto,
} from './dto/api-key.dto';
import { Idempotent } from '#src/common/idempotency/idempotent.decorator';

/** Integrator API keys, managed by administrators. */
@ApiTags('api-keys')
@Controller('api-keys')
export class ApiKeysController {
  constructor(
    private readonly apiKeys: ApiKeysService,
    private readonly config: AppConfig,
  ) {}

  @Staff('api-keys')
  @Idempotent()
  @Post()
  @ApiOperation({ summary: 'Create a key; the answer holds the whole key, shown this once only' })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async createApiKey(@Body() body: CreateApiKeyDto, @CurrentActor() actor: Actor): Promise<CreatedApiKeyDto> {
    return ok(
      await this.apiKeys.create(body, actor),
      'API key created. Copy it now: it will not be shown again.',
    );
  }

  @Staff('api-keys')
  @Get()
  @ApiOperation({ summary: 'Keys, newest first (never the key itself)' })
  @ApiOkResponse({ type: ApiKeysPageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async listApiKeys(@Query() query: PageQueryDto): Promise<ApiKeysPageDto> {
    return ok(await this.apiKeys.list(query));
  }

  @Staff('api-keys')
  @Get('scopes')
  @ApiOperation({ summary: 'The scopes a key may be given, and the default rate limit' })
  @ApiOkResponse({ type: ApiScopesDto })
  listApiScopes(): ApiScopesDto {
    return ok({ scopes: [...API_SCOPES], defaultRateLimitPerMinute: this.config.API_KEY_RATE_LIMIT });
  }

  @Staff('api-keys')
  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a key: it stops working at once' })
  @ApiOkResponse({ type: ApiKeyAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid id' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto })
  async revokeApiKey(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<ApiKeyAnswerDto> {
    return ok({ apiKey: await this.apiKeys.revoke(id, actor) }, 'API key revoked.');
  }
}
