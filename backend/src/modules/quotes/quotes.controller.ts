import {
  applyDecorators,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
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
import { Public } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { RateLimit, RateLimitAlongside } from '../../common/throttling/rate-limits';
import { RateLimitCheck, RateLimitVerdict } from '../../common/throttling/rate-limit-verdict';
import { IdParamDto } from '../../common/validation/id-param';
import {
  AcceptDocumentsDto,
  PaymentOptionDto,
  ResumeQuoteDto,
  RetrieveQuoteDto,
} from './dto/quote-access.dto';
import { QuoteFormOptionsDto } from './dto/quote-options.dto';
import {
  AdditionalDriversDto,
  ClaimsDto,
  CoverDto,
  YourCarDto,
  YourDetailsDto,
  YourDrivingHistoryDto,
} from './dto/quote-pages.dto';
import { OpenedQuoteAnswerDto, QuoteAnswerDto, SavedQuoteAnswerDto } from './dto/quote.dto';
import { NeedsQuoteToken, QuoteToken } from './quote-token';
import { QuoteAnswersService } from './quote-answers.service';
import { QuoteRetrievalService } from './quote-retrieval.service';
import { QuotesService } from './quotes.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

const Invalid = () =>
  ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'Invalid answers, named per field; an address, occupation or car not chosen from the lists',
  });
const Bought = () =>
  ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'The quote has been bought' });

/** Saves one page of answers (each page is sent whole); the quote goes back to `started`. */
const PageRoute = (path: string, summary: string) =>
  applyDecorators(
    Public(),
    RateLimit('quoteUpdate'),
    Put(`:id/${path}`),
    ApiOperation({ summary: `${summary}; a priced quote goes back to started` }),
    NeedsQuoteToken(),
    ApiOkResponse({ type: QuoteAnswerDto }),
    Invalid(),
    Bought(),
  );

const UnderAge = (what: string) =>
  ApiUnprocessableEntityResponse({
    type: ErrorEnvelopeDto,
    description: `${what} under 17 (named per field)`,
  });

/** The quote journey for visitors: a quote is reached by its id plus its access token. */
@ApiTags('quotes')
@Controller('quotes')
export class QuotesController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly retrieval: QuoteRetrievalService,
    private readonly answers: QuoteAnswersService,
  ) {}

  @Public()
  @Get('options')
  @ApiOperation({ summary: 'Every choice the quote form offers, with its words' })
  @ApiOkResponse({ type: QuoteFormOptionsDto })
  async getQuoteFormOptions(): Promise<QuoteFormOptionsDto> {
    return ok(await this.answers.formOptions());
  }

  @Public()
  @RateLimit('quote')
  @Idempotent()
  @Post()
  @ApiOperation({ summary: 'Start a quote with the first page (your_details); answers its access token' })
  @ApiCreatedResponse({ type: OpenedQuoteAnswerDto })
  @Invalid()
  @UnderAge('The proposer is')
  async createQuote(@Body() body: YourDetailsDto): Promise<OpenedQuoteAnswerDto> {
    return ok(await this.quotes.create(body), 'Quote started.');
  }

  @Public()
  @RateLimitAlongside('quoteRetrieve')
  @Post('retrieve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Open a saved quote by web reference and date of birth or email; answers a new access token',
  })
  @ApiOkResponse({ type: OpenedQuoteAnswerDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'No reference, or neither date of birth nor email',
  })
  @ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: 'The same answer for an unknown reference and wrong details',
  })
  async retrieveQuote(
    @Body() body: RetrieveQuoteDto,
    @RateLimitVerdict() allowed: RateLimitCheck,
  ): Promise<OpenedQuoteAnswerDto> {
    return ok(await this.retrieval.retrieve(body, allowed), 'Welcome back.');
  }

  @Public()
  @RateLimit('quoteUpdate')
  @Get(':id')
  @ApiOperation({ summary: 'The quote; an expired price is renewed or re-priced' })
  @NeedsQuoteToken()
  @ApiOkResponse({ type: QuoteAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not a quote id' })
  async getQuote(@Param() { id }: IdParamDto, @QuoteToken() token?: string): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.get(id, token) });
  }

  @PageRoute('your-details', 'Save page 1: the proposer, contact details, address and occupation')
  @UnderAge('The proposer is')
  async updateYourDetails(
    @Param() { id }: IdParamDto,
    @Body() body: YourDetailsDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.updatePage(id, token, 'your_details', body) });
  }

  @PageRoute('your-car', 'Save page 2: the car (by registration or chosen by hand), its use and keeping')
  async updateYourCar(
    @Param() { id }: IdParamDto,
    @Body() body: YourCarDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.updatePage(id, token, 'your_car', body) });
  }

  @PageRoute(
    'driving-history',
    "Save page 3: the proposer's licence, no-claims bonus, points and previous cover",
  )
  async updateDrivingHistory(
    @Param() { id }: IdParamDto,
    @Body() body: YourDrivingHistoryDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.updatePage(id, token, 'your_driving_history', body) });
  }

  @PageRoute(
    'additional-drivers',
    'Save page 4: the named drivers (the whole list: add or remove by sending it)',
  )
  @UnderAge('A driver is')
  async updateAdditionalDrivers(
    @Param() { id }: IdParamDto,
    @Body() body: AdditionalDriversDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.updatePage(id, token, 'additional_drivers', body) });
  }

  @PageRoute('claims', "Save page 5: the proposer's claims")
  async updateClaims(
    @Param() { id }: IdParamDto,
    @Body() body: ClaimsDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.updatePage(id, token, 'claims', body) });
  }

  @PageRoute('cover', 'Save page 6: cover type, voluntary excess, add-ons and start date')
  async updateCover(
    @Param() { id }: IdParamDto,
    @Body() body: CoverDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.updatePage(id, token, 'cover', body) });
  }

  @Public()
  @RateLimit('quoteUpdate')
  @Post(':id/price')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Price the complete answers: quoted (with the explained breakdown), declined or referred (with reasons)',
  })
  @NeedsQuoteToken()
  @ApiOkResponse({ type: QuoteAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not a quote id' })
  @ApiUnprocessableEntityResponse({
    type: ErrorEnvelopeDto,
    description: 'Pages still unanswered, named in errors',
  })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'Bought, or the answers changed while pricing',
  })
  async priceQuote(@Param() { id }: IdParamDto, @QuoteToken() token?: string): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.price(id, token) }, 'Quote priced.');
  }

  @Public()
  @RateLimit('quoteUpdate')
  @Put(':id/payment-option')
  @ApiOperation({ summary: 'Choose to pay in full (annual) or monthly' })
  @NeedsQuoteToken()
  @ApiOkResponse({ type: QuoteAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiUnprocessableEntityResponse({ type: ErrorEnvelopeDto, description: 'No valid price to pay for' })
  @Bought()
  async choosePaymentOption(
    @Param() { id }: IdParamDto,
    @Body() body: PaymentOptionDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.choosePaymentOption(id, token, body.paymentOption) });
  }

  @Public()
  @RateLimit('quoteUpdate')
  @Put(':id/acceptance')
  @ApiOperation({
    summary:
      'Confirm having read the statement of fact, IPID, policy booklet and terms of business before paying; records the time and the versions this server shows',
  })
  @NeedsQuoteToken()
  @ApiOkResponse({ type: QuoteAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'The box not ticked' })
  @ApiUnprocessableEntityResponse({ type: ErrorEnvelopeDto, description: 'No valid price to buy' })
  @Bought()
  async acceptQuoteDocuments(
    @Param() { id }: IdParamDto,
    @Body() _body: AcceptDocumentsDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteAnswerDto> {
    return ok({ quote: await this.quotes.acceptDocuments(id, token) }, 'Thank you for confirming.');
  }

  @Public()
  @RateLimit('quoteEmail')
  @Post(':id/save')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Save and exit: email the customer a link back to the quote, and its web reference',
  })
  @NeedsQuoteToken()
  @ApiOkResponse({ type: SavedQuoteAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not a quote id' })
  async saveQuote(@Param() { id }: IdParamDto, @QuoteToken() token?: string): Promise<SavedQuoteAnswerDto> {
    return ok(
      await this.retrieval.save(id, token),
      'We have emailed you a link to come back to your quote, with its web reference.',
    );
  }

  @Public()
  @RateLimit('quoteRetrieve')
  @Post(':id/resume')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Open a quote from the emailed link's token; answers a new access token" })
  @ApiOkResponse({ type: OpenedQuoteAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Unknown quote, or a wrong or expired link' })
  async resumeQuote(
    @Param() { id }: IdParamDto,
    @Body() body: ResumeQuoteDto,
  ): Promise<OpenedQuoteAnswerDto> {
    return ok(await this.retrieval.resume(id, body.token), 'Welcome back.');
  }
}
