import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  UploadedFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Actor, Staff, CurrentActor } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import {
  RatingTableAnswerDto,
  RatingTablesPageDto,
  RatingTablesQueryDto,
  SampleRisksAnswerDto,
  SandboxAnswerDto,
  SandboxRequestDto,
  UploadRatingTableDto,
  UploadRatingTableFileDto,
} from './dto/rating-table.dto';
import { RatingFileInterceptor } from './rating-file.interceptor';
import { RatingTablesService, UploadedJsonFile } from './rating-tables.service';
import { FileUpload } from '../../common/http/file-upload';

const Invalid = (description = 'Invalid input or id') =>
  ApiBadRequestResponse({ type: ErrorEnvelopeDto, description });
const Missing = () => ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such rating table' });
const CannotSwitch = () =>
  ApiUnprocessableEntityResponse({
    type: ErrorEnvelopeDto,
    description: 'The table is retired, not yet in effect, or there is nothing to roll back to',
  });
const TableProblems = () =>
  Invalid(
    'The table breaks a rule; `errors` names each problem by its path, e.g. `table.factors.age[3].upTo`',
  );

/** Rating tables as versioned data, for administrators (pricing staff). */
@ApiTags('rating')
@Controller('rating')
export class RatingController {
  constructor(private readonly tables: RatingTablesService) {}

  @Staff('rating')
  @Get('tables')
  @ApiOperation({ summary: 'Rating table versions, newest upload first' })
  @ApiOkResponse({ type: RatingTablesPageDto })
  @Invalid()
  async listRatingTables(@Query() query: RatingTablesQueryDto): Promise<RatingTablesPageDto> {
    return ok(await this.tables.list(query));
  }

  @Staff('rating')
  @Get('tables/:id')
  @ApiOperation({ summary: 'One rating table version with its full table' })
  @ApiOkResponse({ type: RatingTableAnswerDto })
  @Invalid()
  @Missing()
  async getRatingTable(@Param() { id }: IdParamDto): Promise<RatingTableAnswerDto> {
    return ok({ ratingTable: await this.tables.get(id) });
  }

  @Staff('rating')
  @Post('tables')
  @ApiOperation({ summary: 'Upload a new version as JSON; checked in full, stored inactive' })
  @ApiCreatedResponse({ type: RatingTableAnswerDto })
  @TableProblems()
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The version exists already' })
  async uploadRatingTable(
    @Body() body: UploadRatingTableDto,
    @CurrentActor() actor: Actor,
  ): Promise<RatingTableAnswerDto> {
    return ok(
      { ratingTable: await this.tables.upload(body.table, actor) },
      'Rating table uploaded. Activate it to use it.',
    );
  }

  @Staff('rating')
  @Post('tables/file')
  @FileUpload(RatingFileInterceptor, { body: { type: UploadRatingTableFileDto } })
  @ApiOperation({ summary: 'Upload a new version as a .json file; checked in full, stored inactive' })
  @ApiCreatedResponse({ type: RatingTableAnswerDto })
  @TableProblems()
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The version exists already' })
  async uploadRatingTableFile(
    @UploadedFile() file: UploadedJsonFile | undefined,
    @CurrentActor() actor: Actor,
  ): Promise<RatingTableAnswerDto> {
    return ok(
      { ratingTable: await this.tables.uploadFile(file, actor) },
      'Rating table uploaded. Activate it to use it.',
    );
  }

  @Staff('rating')
  @Post('tables/rollback')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Reactivate the table that was active before the current one' })
  @ApiOkResponse({ type: RatingTableAnswerDto })
  @CannotSwitch()
  async rollbackRatingTable(@CurrentActor() actor: Actor): Promise<RatingTableAnswerDto> {
    return ok({ ratingTable: await this.tables.rollback(actor) }, 'Rolled back.');
  }

  @Staff('rating')
  @Post('tables/:id/activate')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Price new quotes with this version from now on' })
  @ApiOkResponse({ type: RatingTableAnswerDto })
  @Invalid()
  @Missing()
  @CannotSwitch()
  async activateRatingTable(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<RatingTableAnswerDto> {
    return ok({ ratingTable: await this.tables.activate(id, actor) }, 'Rating table activated.');
  }

  @Staff('rating')
  @Post('tables/:id/retire')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Retire an inactive version for good (it stays readable)' })
  @ApiOkResponse({ type: RatingTableAnswerDto })
  @Invalid()
  @Missing()
  @ApiUnprocessableEntityResponse({ type: ErrorEnvelopeDto, description: 'The table is active' })
  async retireRatingTable(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<RatingTableAnswerDto> {
    return ok({ ratingTable: await this.tables.retire(id, actor) }, 'Rating table retired.');
  }

  @Staff('rating')
  @Post('sandbox')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Price a test risk against any version; nothing is saved' })
  @ApiOkResponse({ type: SandboxAnswerDto })
  @Invalid()
  @Missing()
  async priceSandboxRisk(@Body() body: SandboxRequestDto): Promise<SandboxAnswerDto> {
    return ok(await this.tables.sandbox(body.risk, body.tableId));
  }

  @Staff('rating')
  @Get('sample-risks')
  @ApiOperation({ summary: 'Example risks to start a sandbox test from' })
  @ApiOkResponse({ type: SampleRisksAnswerDto })
  listSampleRisks(): SampleRisksAnswerDto {
    return ok({ samples: this.tables.samples() });
  }
}
