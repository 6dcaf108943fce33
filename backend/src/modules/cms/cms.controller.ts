import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { PageQueryDto } from '../../common/pagination/pagination';
import { IdParamDto } from '../../common/validation/id-param';
import { CmsService } from './cms.service';
import {
  CmsPageDto,
  CmsPageParamDto,
  CmsSectionAnswerDto,
  CmsSectionQueryDto,
  CmsSectionsPageDto,
  CmsVersionParamDto,
  CmsVersionsPageDto,
  RestoreCmsVersionDto,
  UpdateCmsSectionDto,
} from './dto/cms.dto';
import { StaffRoute, PublicRoute } from '../../common/http/routes';

const STALE = 'The section was saved by someone else after the given version; nothing was changed';

@ApiTags('cms')
@Controller('cms')
export class CmsController {
  constructor(private readonly cms: CmsService) {}

  @PublicRoute("A public page's content sections, in page order", CmsPageDto)
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such page' })
  @Get('pages/:page')
  async getCmsPage(@Param() { page }: CmsPageParamDto): Promise<CmsPageDto> {
    return ok(await this.cms.getPage(page));
  }

  @StaffRoute(
    'content',
    'Sections for staff, by page and in page order (50 a page by default)',
    CmsSectionsPageDto,
  )
  @Get('sections')
  async listCmsSections(@Query() query: CmsSectionQueryDto): Promise<CmsSectionsPageDto> {
    return ok(await this.cms.list(query));
  }

  @StaffRoute('content', 'One section', CmsSectionAnswerDto, { record: true })
  @Get('sections/:id')
  async getCmsSection(@Param() { id }: IdParamDto): Promise<CmsSectionAnswerDto> {
    return ok({ section: await this.cms.get(id) });
  }

  @StaffRoute('content', 'Save a section (title, body, items) as a new version', CmsSectionAnswerDto, {
    record: true,
    conflict: STALE,
  })
  @Put('sections/:id')
  async updateCmsSection(
    @Param() { id }: IdParamDto,
    @Body() { version, ...content }: UpdateCmsSectionDto,
    @CurrentActor() actor: Actor,
  ): Promise<CmsSectionAnswerDto> {
    const section = await this.cms.update(id, version, { ...content, body: content.body ?? '' }, actor);
    return ok({ section }, 'Section saved.');
  }

  @StaffRoute(
    'content',
    "A section's saved versions, newest first (20 a page by default)",
    CmsVersionsPageDto,
    {
      record: true,
    },
  )
  @Get('sections/:id/versions')
  async listCmsVersions(
    @Param() { id }: IdParamDto,
    @Query() query: PageQueryDto,
  ): Promise<CmsVersionsPageDto> {
    return ok(await this.cms.listVersions(id, query));
  }

  @StaffRoute('content', 'Bring back an earlier version, saved as a new version', CmsSectionAnswerDto, {
    record: true,
    conflict: STALE,
  })
  @Post('sections/:id/versions/:version/restore')
  @HttpCode(200)
  async restoreCmsVersion(
    @Param() { id, version }: CmsVersionParamDto,
    @Body() body: RestoreCmsVersionDto,
    @CurrentActor() actor: Actor,
  ): Promise<CmsSectionAnswerDto> {
    const section = await this.cms.restore(id, version, body.version, actor);
    return ok({ section }, `Version ${version} restored.`);
  }
}
