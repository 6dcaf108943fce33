import { HttpCode, Body, Controller, Get, Param, Post, Put, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Public } from '../../common/auth';
import { ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { RateLimit } from '../../common/throttling/rate-limits';
import { pdfFile } from '../../common/pdf/pdf-file';
import { IdParamDto } from '../../common/validation/id-param';
import { PolicyDocumentParamsDto } from '../documents';
import {
  AutoRenewDto,
  RenewalAccessAnswerDto,
  RenewalLookupDto,
  RenewalOfferAnswerDto,
} from './dto/renewal.dto';
import { NeedsRenewalToken, RenewalToken } from './renewal-token';
import { RenewalsService } from './renewals.service';

/** The customer's renewal: found by policy number and date of birth, or opened from the invitation. */
@ApiTags('renewals')
@Controller('renewals')
export class RenewalsController {
  constructor(private readonly renewals: RenewalsService) {}

  @Public()
  @RateLimit('renewalLookup')
  @Post('lookup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Find a renewal by policy number and date of birth; answers a token for the renewal',
    description:
      'A wrong date of birth and an unknown policy number get the same 404. Five wrong answers for one ' +
      'policy number, from any addresses, lock it for 15 minutes (429).',
  })
  @ApiOkResponse({ type: RenewalAccessAnswerDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'Invalid fields, or a day that does not exist',
  })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No renewal with these details' })
  async lookupRenewal(@Body() body: RenewalLookupDto): Promise<RenewalAccessAnswerDto> {
    return ok(await this.renewals.lookup(body.policyNumber, body.dateOfBirth), 'Renewal found.');
  }

  @Public()
  @RateLimit('renewal')
  @Get(':id/offer')
  @ApiOperation({ summary: 'The renewal offer (the first look marks it viewed)' })
  @NeedsRenewalToken()
  @ApiOkResponse({ type: RenewalOfferAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async getRenewalOffer(
    @Param() { id }: IdParamDto,
    @RenewalToken() token?: string,
  ): Promise<RenewalOfferAnswerDto> {
    return ok({ renewal: await this.renewals.offer(id, token) });
  }

  @Public()
  @RateLimit('renewal')
  @Get(':id/notice')
  @ApiOperation({ summary: "The renewal notice (PDF): this year's premium beside next year's" })
  @NeedsRenewalToken()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async downloadRenewalNotice(
    @Param() { id }: IdParamDto,
    @RenewalToken() token?: string,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.renewals.notice(id, token);
    return pdfFile(pdf, fileName);
  }

  @Public()
  @RateLimit('renewal')
  @Get(':id/documents/:kind')
  @ApiOperation({
    summary:
      "A paid renewal's schedule, certificate of motor insurance or insurance disc for the new period (PDF)",
  })
  @NeedsRenewalToken()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file', schema: { type: 'string', format: 'binary' } })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'Not paid yet, or no such document' })
  async downloadRenewalDocument(
    @Param() { id, kind }: PolicyDocumentParamsDto,
    @RenewalToken() token?: string,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.renewals.document(id, token, kind);
    return pdfFile(pdf, fileName);
  }

  @Public()
  @RateLimit('renewal')
  @Put(':id/auto-renewal')
  @ApiOperation({ summary: 'Opt out of (or back in to) automatic renewal' })
  @NeedsRenewalToken()
  @ApiOkResponse({ type: RenewalOfferAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async setAutoRenewal(
    @Param() { id }: IdParamDto,
    @Body() body: AutoRenewDto,
    @RenewalToken() token?: string,
  ): Promise<RenewalOfferAnswerDto> {
    const renewal = await this.renewals.setAutoRenew(id, token, body.autoRenew);
    return ok(
      { renewal },
      body.autoRenew ? 'Automatic renewal is on.' : 'You have opted out of automatic renewal.',
    );
  }
}
