import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Actor, Staff, CurrentActor } from '../../common/auth';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { IdParamDto } from '../../common/validation/id-param';
import { AuditService } from '../audit';
import {
  CertificateSearchDto,
  DocumentVersionQueryDto,
  PolicyDocumentParamsDto,
  ReissueDocumentsDto,
  StaffPolicyDocumentsAnswerDto,
} from './dto/policy-documents.dto';
import { PolicyDocumentsService } from './policy-documents.service';
import { pdfFile } from '../../common/pdf/pdf-file';
import { PolicyholderNotices } from './policyholder/policyholder-notices.service';

const Missing = () =>
  ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such policy or document' });

/** Staff: each policy's documents (every version), a resend, and the search by certificate number. */
@ApiTags('documents')
@Staff('policies:read')
@Controller('policy-documents')
export class DocumentsAdminController {
  constructor(
    private readonly documents: PolicyDocumentsService,
    private readonly notices: PolicyholderNotices,
    private readonly audit: AuditService,
  ) {}

  @Staff('policies:read', 'policies:read')
  @Get('by-certificate')
  @ApiOperation({ summary: 'The policy whose documents carry a certificate number' })
  @ApiOkResponse({ type: StaffPolicyDocumentsAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto })
  @Missing()
  async findPolicyByCertificate(
    @Query() { certificateNumber }: CertificateSearchDto,
  ): Promise<StaffPolicyDocumentsAnswerDto> {
    const policyId = await this.documents.policyIdByCertificate(certificateNumber);
    if (!policyId) throw new NotFoundException('No policy has this certificate number.');
    return ok({ policy: await this.staffView(policyId) });
  }

  @Staff('policies:read', 'policies:read')
  @Get(':id')
  @ApiOperation({ summary: "A policy's documents, every version (the policy's id is its quote's)" })
  @ApiOkResponse({ type: StaffPolicyDocumentsAnswerDto })
  @Missing()
  async listPolicyDocuments(@Param() { id }: IdParamDto): Promise<StaffPolicyDocumentsAnswerDto> {
    return ok({ policy: await this.staffView(id) });
  }

  @Staff('policies:read', 'policies:read')
  @Get(':id/:kind')
  @ApiOperation({ summary: 'Download one document (PDF); the current version unless one is named' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file', schema: { type: 'string', format: 'binary' } })
  @Missing()
  async downloadPolicyDocument(
    @Param() { id, kind }: PolicyDocumentParamsDto,
    @Query() { version }: DocumentVersionQueryDto,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.documents.read(id, kind, version);
    return pdfFile(pdf, fileName);
  }

  @Staff('documents:resend')
  @Post(':id/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email the policyholder the link to their documents again' })
  @ApiOkResponse({ type: EnvelopeDto })
  @Missing()
  async resendPolicyDocuments(
    @Param() { id }: IdParamDto,
    @CurrentActor() actor: Actor,
  ): Promise<EnvelopeDto> {
    const sentTo = await this.notices.sendDocumentsLink(id);
    await this.audit.record(actor, { action: 'policy-documents.resend', targetType: 'policy', targetId: id });
    return ok({}, `Sent to ${sentTo}.`);
  }

  @Staff('documents:resend')
  @Post(':id/reissue')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Issue the policy's documents again as a new version (after a correction); the old version stays listed and readable, its certificate no longer valid",
  })
  @ApiOkResponse({ type: StaffPolicyDocumentsAnswerDto })
  @ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'No reason given' })
  @ApiConflictResponse({
    type: ErrorEnvelopeDto,
    description: 'The policy was erased (kept only for the law)',
  })
  @Missing()
  async reissuePolicyDocuments(
    @Param() { id }: IdParamDto,
    @Body() { reason }: ReissueDocumentsDto,
    @CurrentActor() actor: Actor,
  ): Promise<StaffPolicyDocumentsAnswerDto> {
    const issued = await this.documents.reissueForPolicy(id, reason, actor.label);
    await this.audit.record(actor, {
      action: 'policy-documents.reissue',
      targetType: 'policy',
      targetId: id,
      after: { version: issued.version, certificateNumber: issued.certificateNumber, reason },
    });
    return ok({ policy: await this.staffView(id) }, `Version ${issued.version} issued.`);
  }

  private async staffView(policyId: string) {
    return { policyId, ...(await this.documents.staffView(policyId)) };
  }
}
