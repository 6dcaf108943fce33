import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../../common/auth';
import { EnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { StaffRoute, PublicRoute } from '../../common/http/routes';
import {
  FaqAnswerDto,
  FaqInputDto,
  FaqListQueryDto,
  FaqSearchAnswerDto,
  FaqSearchQueryDto,
  FaqsPageDto,
  UpdateFaqDto,
} from './dto/faq.dto';
import { FaqsService } from './faqs.service';

@ApiTags('content')
@Controller('content')
export class FaqsController {
  constructor(private readonly faqs: FaqsService) {}

  @PublicRoute('FAQs for the help page, with text search and a topic filter', FaqSearchAnswerDto)
  @Get('faqs')
  async getFaqs(@Query() query: FaqSearchQueryDto): Promise<FaqSearchAnswerDto> {
    return ok(await this.faqs.search(query));
  }

  @StaffRoute('content', 'FAQs for staff, a page at a time', FaqsPageDto)
  @Get('admin/faqs')
  async listFaqs(@Query() query: FaqListQueryDto): Promise<FaqsPageDto> {
    return ok(await this.faqs.list(query));
  }

  @StaffRoute('content', 'One FAQ', FaqAnswerDto, { record: true })
  @Get('admin/faqs/:id')
  async getFaq(@Param() { id }: IdParamDto): Promise<FaqAnswerDto> {
    return ok({ faq: await this.faqs.get(id) });
  }

  @StaffRoute('content', 'Add an FAQ (last in the list unless `order` says where)', FaqAnswerDto, {
    created: true,
  })
  @Post('admin/faqs')
  async createFaq(@Body() body: FaqInputDto, @CurrentActor() actor: Actor): Promise<FaqAnswerDto> {
    return ok({ faq: await this.faqs.create(body, actor) }, 'FAQ created.');
  }

  @StaffRoute('content', 'Change an FAQ', FaqAnswerDto, { record: true })
  @Put('admin/faqs/:id')
  async updateFaq(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateFaqDto,
    @CurrentActor() actor: Actor,
  ): Promise<FaqAnswerDto> {
    return ok({ faq: await this.faqs.update(id, body, actor) }, 'FAQ updated.');
  }

  @StaffRoute('content', 'Delete an FAQ', EnvelopeDto, { record: true })
  @Delete('admin/faqs/:id')
  async deleteFaq(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.faqs.delete(id, actor);
    return ok({}, 'FAQ deleted.');
  }
}
