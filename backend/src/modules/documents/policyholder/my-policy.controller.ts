import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '#src/common/auth/index';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '#src/common/http/envelope';
import { RateLimit } from '#src/common/throttling/rate-limits';
import { pdfFile } from '#src/common/pdf/pdf-file';
import { Clock } from '#src/common/time/clock';
import { dublinIsoDate } from '#src/common/time/dates';
import { QuotesService } from '../../quotes';
import { COVER_TYPE_LABELS } from '../../rating';
import type { CoverType } from '../../rating';
import { paymentsOf, policyStatus, renewalDateOf } from '../domain/my-policy';
import { holderName } from '../domain/policy-documents';
import {
  DocumentParamsDto,
  DocumentVersionQueryDto,
  MyPolicyAnswerDto,
  PolicyholderLookupDto,
  PolicyholderSessionAnswerDto,
  PolicyholderSessionRequestDto,
} from '../dto/policy-documents.dto';
import { PolicyDocumentsService } from '../policy-documents.service';
import { CODE_SENT, PolicyholderAccess } from './policyholder-access.service';
import { NeedsPolicyToken, PolicyToken } from './policy-token';

/** The policyholder's documents page: proof by details and an emailed code, then one policy's page. */
@ApiTags('my-policy')
@Controller('my-policy')
export class MyPolicyController {
  constructor(
    private readonly access: PolicyholderAccess,
    private readonly documents: PolicyDocumentsService,
    private readonly quotes: QuotesService,
    private readonly clock: Clock,
  ) {}

  @Public()
  @RateLimit('policyholderLookup')
  @Post('code')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Email a one-time code to the address on the policy',
    description: 'Answers the same whether or not the details match a policy.',
  })
  @ApiOkResponse({ type: EnvelopeDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  async requestPolicyCode(@Body() body: PolicyholderLookupDto): Promise<EnvelopeDto> {
    await this.access.requestCode(body.reference, body.dateOfBirth);
    return ok({}, CODE_SENT);
  }

  @Public()
  @RateLimit('policyholderLookup')
  @Post('session')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Trade the details and the code for a short session on that policy',
    description:
      'A wrong reference, date of birth or code, and a used or expired code, all get the same 401.',
  })
  @ApiOkResponse({ type: PolicyholderSessionAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @ApiUnauthorizedResponse({ type: ErrorEnvelopeDto })
  async openPolicySession(
    @Body() body: PolicyholderSessionRequestDto,
  ): Promise<PolicyholderSessionAnswerDto> {
    const { token, expiresAt } = await this.access.openSession(body.reference, body.dateOfBirth, body.code);
    return ok({ session: { token, expiresAt } }, 'Signed in to your policy.');
  }

  @Public()
  @RateLimit('policyholder')
  @Get()
  @ApiOperation({
    summary: "The policy's status, period, payments, renewal date, named drivers and documents",
  })
  @NeedsPolicyToken()
  @ApiOkResponse({ type: MyPolicyAnswerDto })
  async getMyPolicy(@PolicyToken() token: string | undefined): Promise<MyPolicyAnswerDto> {
    const policy = await this.access.policyOf(token);
    const documents = await this.documents.list(policy._id);
    const answers = policy.answers ?? (await this.quotes.boughtAnswers(policy._id));
    return ok({
      policy: {
        policyNumber: policy.policyNumber,
        webReference: policy.webReference,
        status: policyStatus(policy, dublinIsoDate(this.clock.now())),
        holderName: holderName(policy),
        startDate: policy.startDate,
        endDate: policy.endDate,
        renewalDate: renewalDateOf(policy.endDate),
        ...(policy.vehicle.registration ? { registration: policy.vehicle.registration } : {}),
        vehicle: `${policy.vehicle.year} ${policy.vehicle.make} ${policy.vehicle.model} ${policy.vehicle.engine}`,
        cover: COVER_TYPE_LABELS[policy.cover.type as CoverType] ?? policy.cover.type,
        premiumCents: policy.premium.totalCents,
        levyCents: policy.premium.levyCents,
        paymentOption: policy.paymentOption,
        namedDrivers: (answers?.additional_drivers.drivers ?? []).map(
          (driver) => `${driver.firstName} ${driver.lastName}`,
        ),
        payments: paymentsOf(policy, policy.createdDay),
        documents,
      },
    });
  }

  @Public()
  @RateLimit('policyholder')
  @Get('documents/:kind')
  @ApiOperation({ summary: 'Download one of the policy’s documents (PDF)' })
  @NeedsPolicyToken()
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto })
  async downloadMyPolicyDocument(
    @PolicyToken() token: string | undefined,
    @Param() { kind }: DocumentParamsDto,
    @Query() { version }: DocumentVersionQueryDto,
  ): Promise<StreamableFile> {
    const policy = await this.access.policyOf(token);
    const { pdf, fileName } = await this.documents.read(policy._id, kind, version);
    return pdfFile(pdf, fileName);
  }
}
