import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/auth';
import { ErrorEnvelopeDto } from '../../common/http/envelope';
import { RateLimit } from '../../common/throttling/rate-limits';
import { IdParamDto } from '../../common/validation/id-param';
import { NeedsQuoteToken, QuotesService, QuoteToken } from '../quotes';
import { PolicyDocumentsService } from './policy-documents.service';
import { pdfFile } from '../../common/pdf/pdf-file';

/** Before paying: the statement of fact of the customer's priced quote, as a PDF. */
@ApiTags('quotes')
@Controller('quotes')
export class QuoteStatementController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly documents: PolicyDocumentsService,
  ) {}

  @Public()
  @RateLimit('quoteUpdate')
  @Get(':id/statement-of-fact')
  @ApiOperation({
    summary: 'The statement of fact of a priced quote (PDF): every answer the price is based on',
  })
  @NeedsQuoteToken()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not a quote id' })
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The quote has no price' })
  async downloadQuoteStatement(
    @Param() { id }: IdParamDto,
    @QuoteToken() token?: string,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.documents.quoteStatement(await this.quotes.get(id, token));
    return pdfFile(pdf, fileName);
  }
}
