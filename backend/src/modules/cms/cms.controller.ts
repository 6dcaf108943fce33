import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { CmsService } from './cms.service';
import { CmsPageDto, CmsPageParamDto } from './dto/cms.dto';
import { PublicRoute } from './kit/routes';

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
}
