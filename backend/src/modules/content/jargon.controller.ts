import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../../common/auth';
import { EnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { StaffRoute, PublicRoute } from '../../common/http/routes';
import {
  JargonInputDto,
  JargonListQueryDto,
  JargonPageDto,
  JargonSearchAnswerDto,
  JargonSearchQueryDto,
  JargonTermAnswerDto,
  UpdateJargonDto,
} from './dto/jargon.dto';
import { JargonService } from './jargon.service';

const TERM_TAKEN = 'The term is already in the list';

@ApiTags('content')
@Controller('content')
export class JargonController {
  constructor(private readonly jargon: JargonService) {}

  @PublicRoute(
    'The jargon buster, alphabetical, with text search and a first-letter filter',
    JargonSearchAnswerDto,
  )
  @Get('jargon')
  async getJargon(@Query() query: JargonSearchQueryDto): Promise<JargonSearchAnswerDto> {
    return ok(await this.jargon.search(query));
  }

  @StaffRoute('content', 'Jargon terms for staff, a page at a time', JargonPageDto)
  @Get('admin/jargon')
  async listJargonTerms(@Query() query: JargonListQueryDto): Promise<JargonPageDto> {
    return ok(await this.jargon.list(query));
  }

  @StaffRoute('content', 'One jargon term', JargonTermAnswerDto, { record: true })
  @Get('admin/jargon/:id')
  async getJargonTerm(@Param() { id }: IdParamDto): Promise<JargonTermAnswerDto> {
    return ok({ term: await this.jargon.get(id) });
  }

  @StaffRoute('content', 'Add a jargon term', JargonTermAnswerDto, { created: true, conflict: TERM_TAKEN })
  @Post('admin/jargon')
  async createJargonTerm(
    @Body() body: JargonInputDto,
    @CurrentActor() actor: Actor,
  ): Promise<JargonTermAnswerDto> {
    return ok({ term: await this.jargon.create(body, actor) }, 'Jargon term created.');
  }

  @StaffRoute('content', 'Change a jargon term', JargonTermAnswerDto, { record: true, conflict: TERM_TAKEN })
  @Put('admin/jargon/:id')
  async updateJargonTerm(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateJargonDto,
    @CurrentActor() actor: Actor,
  ): Promise<JargonTermAnswerDto> {
    return ok({ term: await this.jargon.update(id, body, actor) }, 'Jargon term updated.');
  }

  @StaffRoute('content', 'Delete a jargon term', EnvelopeDto, { record: true })
  @Delete('admin/jargon/:id')
  async deleteJargonTerm(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.jargon.delete(id, actor);
    return ok({}, 'Jargon term deleted.');
  }
}
