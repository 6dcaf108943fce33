import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../../common/auth';
import { EnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { Client, ClientInfo } from '../../common/http/client';
import { StaffRoute, PublicFormRoute } from '../../common/http/routes';
import {
  FormInbox,
  InjectInbox,
  SubmissionQueryDto,
  SubmissionReceiptDto,
  UpdateSubmissionDto,
} from '../forms';
import {
  AssociationQuoteAnswerDto,
  AssociationQuoteFormDto,
  AssociationQuotesPageDto,
} from './association-quote.dto';
import { ASSOCIATION_QUOTE_FORM } from './association-quote.form';
import { AssociationQuote } from './schemas/association-quote.schema';

@ApiTags('offers')
@Controller('offers/association-quotes')
export class AssociationQuotesController {
  constructor(@InjectInbox(ASSOCIATION_QUOTE_FORM) private readonly quotes: FormInbox<AssociationQuote>) {}

  @PublicFormRoute("An association member asks for a quote with the members' discount", SubmissionReceiptDto)
  @Post()
  async createAssociationQuote(
    @Body() body: AssociationQuoteFormDto,
    @Client() client: ClientInfo,
  ): Promise<SubmissionReceiptDto> {
    return ok(await this.quotes.submit(body, client), 'Thank you. We will be in touch with your quote.');
  }

  @StaffRoute('enquiries', 'Association quote requests, newest first', AssociationQuotesPageDto)
  @Get()
  async listAssociationQuotes(@Query() query: SubmissionQueryDto): Promise<AssociationQuotesPageDto> {
    return ok(await this.quotes.list('data', query));
  }

  @StaffRoute('enquiries', 'One association quote request', AssociationQuoteAnswerDto, { record: true })
  @Get(':id')
  async getAssociationQuote(@Param() { id }: IdParamDto): Promise<AssociationQuoteAnswerDto> {
    return ok({ quote: await this.quotes.get(id) });
  }

  @StaffRoute(
    'enquiries',
    "Set an association quote request's status or staff note",
    AssociationQuoteAnswerDto,
    {
      record: true,
    },
  )
  @Put(':id')
  async updateAssociationQuote(
    @Param() { id }: IdParamDto,
    @Body() body: UpdateSubmissionDto,
    @CurrentActor() actor: Actor,
  ): Promise<AssociationQuoteAnswerDto> {
    return ok({ quote: await this.quotes.update(id, body, actor) }, 'Quote request updated.');
  }

  @StaffRoute('enquiries', 'Delete an association quote request', EnvelopeDto, { record: true })
  @Delete(':id')
  async deleteAssociationQuote(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<EnvelopeDto> {
    await this.quotes.delete(id, actor);
    return ok({}, 'Quote request has been deleted.');
  }
}
