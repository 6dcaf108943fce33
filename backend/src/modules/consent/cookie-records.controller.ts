import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../../common/auth';
import { EnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { StaffRoute, PublicRoute } from '../../common/http/routes';
import { CookieRecordsService } from './cookie-records.service';
import {
  CookieRecordAnswerDto,
  CookieRecordInputDto,
  CookieRecordsAnswerDto,
  CookieRecordsQueryDto,
  UpdateCookieRecordDto,
} from './dto/cookie-record.dto';

const NAME_TAKEN = 'A cookie with this name is already listed';

/** The cookies table; any change to it gives the banner a new version. */
@ApiTags('consent')
@Controller('dg-cookies')
export class CookieRecordsController {
  constructor(private readonly records: CookieRecordsService) {}

  @PublicRoute(
    'The cookies table and the banner version (the list is also the admin list)',
    CookieRecordsAnswerDto,
  )
  @Get()
  async listCookieRecords(@Query() query: CookieRecordsQueryDto): Promise<CookieRecordsAnswerDto> {
    return ok(await this.records.catalogue(query));
  }

  @StaffRoute('settings', 'One cookie record', CookieRecordAnswerDto, { record: true })
  @Get('records/:id')
  async getCookieRecord(@Param() { id }: IdParamDto): Promise<CookieRecordAnswerDto> {
    return ok({ cookie: await this.records.get(id) });
  }

  @StaffRoute('settings', 'Add a cookie to the table', CookieRecordAnswerDto, {
    created: true,
    conflict: NAME_TAKEN,
  })
  @Post('records')
  async createCookieRecord(
    @Body() body: CookieRecordInputDto,
    @CurrentActor() actor: Actor,
  ): Promise<CookieRecordAnswerDto> {
    return ok({ cookie: await this.records.create(body, actor) }, 'Cookie record created.');
  }

  @StaffRoute('settings', 'Change a cookie record', CookieRecordAnswerDto, {
    record: true,
    conflict: NAME_TAKEN,
  })
  @Put('records/:id')
  async updateCookieRecord(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateCookieRecordDto,
    @CurrentActor() actor: Actor,
  ): Promise<CookieRecordAnswerDto> {
    return ok({ cookie: await this.records.update(id, body, actor) }, 'Cookie record updated.');
  }

  @StaffRoute('settings', 'Remove a cookie from the table', EnvelopeDto, { record: true })
  @Delete('records/:id')
  async deleteCookieRecord(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.records.delete(id, actor);
    return ok({}, 'Cookie record deleted.');
  }
}
