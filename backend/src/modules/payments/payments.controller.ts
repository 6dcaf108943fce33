import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Public } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { RateLimit } from '../../common/throttling/rate-limits';
import { IdParamDto } from '../../common/validation/id-param';
import { NeedsQuoteToken, QuoteToken } from '../quotes';
import { RenewalToken } from '../renewals';
import { PaymentResultAnswerDto, ResultQueryDto } from './dto/payment.dto';
import {
  MandateAnswerDto,
  QuoteCheckoutAnswerDto,
  SaveMandateDto,
  StartedCheckoutAnswerDto,
  StartQuoteCheckoutDto,
} from './dto/quote-checkout.dto';
import { QuoteCheckout } from './quote-checkout/quote-checkout.service';
import { PaymentResults } from './payment-results.service';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

const NotForSale = () =>
  ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'The quote is bought already, its price expired, or it has no price',
  });

/** Paying for a quote on the provider's hosted page, and the result screen's verified answer. */
@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(
    private readonly quoteCheckout: QuoteCheckout,
    private readonly results: PaymentResults,
  ) {}

  @Public()
  @RateLimit('quoteUpdate')
  @Get('quotes/:id')
  @ApiOperation({
    summary:
      'What paying for a quote involves: both ways of paying, the Direct Debit schedule and mandate wording',
  })
  @NeedsQuoteToken()
  @ApiOkResponse({ type: QuoteCheckoutAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Not a quote id' })
  @NotForSale()
  async getQuoteCheckout(
    @Param() { id }: IdParamDto,
    @QuoteToken() token?: string,
  ): Promise<QuoteCheckoutAnswerDto> {
    return ok({ checkout: await this.quoteCheckout.summary(id, token) });
  }

  @Public()
  @RateLimit('quoteUpdate')
  @Put('quotes/:id/mandate')
  @ApiOperation({
    summary: 'Give the SEPA Direct Debit mandate for monthly instalments (before the deposit checkout)',
  })
  @NeedsQuoteToken()
  @ApiOkResponse({ type: MandateAnswerDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'An invalid IBAN (mod 97, length, country), no name, or no consent, named per field',
  })
  @NotForSale()
  async saveQuoteMandate(
    @Param() { id }: IdParamDto,
    @Body() body: SaveMandateDto,
    @QuoteToken() token?: string,
  ): Promise<MandateAnswerDto> {
    return ok(
      { mandate: await this.quoteCheckout.saveMandate(id, token, body) },
      'Direct Debit mandate saved.',
    );
  }

  @Public()
  @RateLimit('quoteUpdate')
  @Idempotent()
  @Post('checkout')
  @ApiOperation({
    summary:
      "Open the provider's hosted page for a quote; while an attempt is open the same page is answered, after a failure a new attempt",
  })
  @NeedsQuoteToken()
  @ApiCreatedResponse({ type: StartedCheckoutAnswerDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'An invalid request, or the documents not confirmed (errors.acceptance)',
  })
  @NotForSale()
  @ApiUnprocessableEntityResponse({ type: ErrorEnvelopeDto, description: 'Monthly without a mandate' })
  @ApiServiceUnavailableResponse({ type: ErrorEnvelopeDto, description: 'The provider could not be reached' })
  async startQuoteCheckout(
    @Body() body: StartQuoteCheckoutDto,
    @QuoteToken() token?: string,
  ): Promise<StartedCheckoutAnswerDto> {
    return ok(await this.quoteCheckout.start(body.quoteId, token, body.option), 'Checkout opened.');
  }

  @Public()
  @Get(':id/result')
  @ApiOperation({
    summary:
      "A payment's result for the return link's holder: the record's verified status (it never changes it)",
  })
  @ApiOkResponse({ type: PaymentResultAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiHeader({
    name: 'X-Quote-Token',
    required: false,
    description: "A quote's payment: the quote's token, without which the answer names nothing personal",
  })
  @ApiHeader({
    name: 'X-Renewal-Token',
    required: false,
    description: "A renewal's payment: the renewal's token, without which the answer names nothing personal",
  })
  @ApiNotFoundResponse({
    type: ErrorEnvelopeDto,
    description: 'Unknown payment, wrong signature, or a subject whose data was erased',
  })
  async getPaymentResult(
    @Param() { id }: IdParamDto,
    @Query() { sig }: ResultQueryDto,
    @QuoteToken() quote?: string,
    @RenewalToken() renewal?: string,
  ): Promise<PaymentResultAnswerDto> {
    return ok({ payment: await this.results.result(id, sig, { quote, renewal }) });
  }
}
