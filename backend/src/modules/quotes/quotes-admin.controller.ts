import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Staff } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { QuoteDetailAnswerDto, QuotesPageDto, QuotesQueryDto } from './dto/quote-admin.dto';
import { QuotesAdminService } from './quotes-admin.service';

/** Quotes in the back office (and for integrators with the quotes:read scope). */
@ApiTags('quotes')
@Controller('quotes')
export class QuotesAdminController {
  constructor(private readonly quotes: QuotesAdminService) {}

  @Staff('quotes:read', 'quotes:read')
  @Get()
  @ApiOperation({
    summary: 'Quotes, newest first: search by web reference, email or surname; status and dates',
  })
  @ApiOkResponse({ type: QuotesPageDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async listQuotes(@Query() query: QuotesQueryDto): Promise<QuotesPageDto> {
    return ok(await this.quotes.list(query));
  }

  @Staff('quotes:read', 'quotes:read')
  @Get(':id/detail')
  @ApiOperation({ summary: 'One quote with its answers, price breakdown, history and policy' })
  @ApiOkResponse({ type: QuoteDetailAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not a quote id' })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such quote' })
  async getQuoteDetail(@Param() { id }: IdParamDto): Promise<QuoteDetailAnswerDto> {
    return ok({ quote: await this.quotes.detail(id) });
  }
}
