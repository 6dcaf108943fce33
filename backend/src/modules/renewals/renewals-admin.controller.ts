import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Actor, CurrentActor, CurrentPrincipal, CurrentSession, Principal, Staff } from '../../common/auth';
import type { SessionPrincipal } from '../../common/auth/principal';
import { EnvelopeDto, ErrorEnvelopeDto, ok } from '../../common/http/envelope';
import { PageQueryDto } from '../../common/pagination/pagination';
import { IdParamDto } from '../../common/validation/id-param';
import { callerRef, staffRef } from '../uploads';
import { PolicyDocumentParamsDto } from '../documents';
import { pdfFile } from '../../common/pdf/pdf-file';
import { csvLine } from '../../common/text/csv';
import { templateRows } from './domain/renewal-columns';
import {
  RenewalDetailAnswerDto,
  RenewalImportAnswerDto,
  RenewalImportsPageDto,
  RenewalListQueryDto,
  RenewalsPageDto,
  StaffRenewalDocumentsAnswerDto,
} from './dto/renewal.dto';
import { importView } from './import/renewal-import.views';
import { RenewalImports, UploadedSheet } from './import/renewal-imports.service';
import { SHEET_FIELD, SheetFileInterceptor } from './import/sheet-file.interceptor';
import { RenewalInvitations } from './renewal-invitations.service';
import { RenewalsService } from './renewals.service';
import { FileUpload } from '../../common/http/file-upload';
import { Idempotent } from '../../common/idempotency/idempotent.decorator';

const Invalid = () => ApiBadRequestResponse({ type: ErrorEnvelopeDto, description: 'Invalid input or id' });
const Missing = () =>
  ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such renewal or import' });
const CSV = 'text/csv; charset=utf-8';

/** Staff: importing renewals from the insurer's file, and managing them. */
@ApiTags('renewals')
@Staff('renewals')
@Controller('renewals')
export class RenewalsAdminController {
  constructor(
    private readonly renewals: RenewalsService,
    private readonly imports: RenewalImports,
    private readonly invitations: RenewalInvitations,
  ) {}

  @Staff('renewals', 'renewals:read')
  @Get('template.csv')
  @ApiOperation({ summary: 'The import template: the expected columns and an example row' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  renewalsTemplate(): StreamableFile {
    return new StreamableFile(Buffer.from(`\uFEFF${templateRows().map(csvLine).join('')}`), {
      type: CSV,
      disposition: 'attachment; filename="renewals-template.csv"',
    });
  }

  @Staff('renewals', 'renewals:write')
  @Post('imports')
  @Idempotent()
  @ApiOperation({
    summary:
      'Upload a CSV or XLSX file and check it (the dry run): counts and the first errors, nothing written',
    description:
      'Up to 25 MB; an XLSX may unpack to at most 100 MB in 1,000 zip entries. The type is read from the ' +
      "file's bytes. Then POST imports/{id}/run to import it.",
  })
  @FileUpload(SheetFileInterceptor, {
    body: {
      schema: {
        type: 'object',
        required: [SHEET_FIELD],
        properties: { [SHEET_FIELD]: { type: 'string', format: 'binary' } },
      },
    },
    tooLarge: 'Over 25 MB, or an XLSX that unpacks too large',
  })
  @ApiCreatedResponse({ type: RenewalImportAnswerDto })
  @ApiBadRequestResponse({
    type: ErrorEnvelopeDto,
    description: 'No file, an empty file, or missing columns',
  })
  @ApiUnsupportedMediaTypeResponse({ type: ErrorEnvelopeDto, description: 'Not CSV or XLSX by its content' })
  async uploadRenewalImport(
    @UploadedFile() file: UploadedSheet | undefined,
    @CurrentPrincipal() caller: Principal,
  ): Promise<RenewalImportAnswerDto> {
    const checked = await this.imports.dryRun(file, callerRef(caller));
    return ok({ import: importView(checked) }, 'File checked. Nothing has been imported yet.');
  }

  @Staff('renewals', 'renewals:read')
  @Get('imports')
  @ApiOperation({ summary: 'The import history, newest first: who, when, which file, counts and duration' })
  @ApiOkResponse({ type: RenewalImportsPageDto })
  @Invalid()
  async listRenewalImports(@Query() query: PageQueryDto): Promise<RenewalImportsPageDto> {
    const { records, ...page } = await this.imports.list(query);
    return ok({ data: records.map(importView), ...page });
  }

  @Staff('renewals', 'renewals:read')
  @Get('imports/:id')
  @ApiOperation({ summary: 'One import, with its progress while it runs (poll it)' })
  @ApiOkResponse({ type: RenewalImportAnswerDto })
  @Invalid()
  @Missing()
  async getRenewalImport(@Param() { id }: IdParamDto): Promise<RenewalImportAnswerDto> {
    return ok({ import: importView(await this.imports.get(id)) });
  }

  @Staff('renewals', 'renewals:write')
  @Idempotent()
  @Post('imports/:id/run')
  @ApiOperation({
    summary: 'Import a checked file: upserts by policy number in unordered batches, on the server',
    description: 'Answers at once; poll imports/{id} for progress. Unchanged rows are not written.',
  })
  @ApiCreatedResponse({ type: RenewalImportAnswerDto })
  @Invalid()
  @Missing()
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'Imported, or being imported, already' })
  async runRenewalImport(
    @Param() { id }: IdParamDto,
    @CurrentPrincipal() caller: Principal,
    @CurrentActor() actor: Actor,
  ): Promise<RenewalImportAnswerDto> {
    return ok(
      { import: importView(await this.imports.start(id, callerRef(caller), actor)) },
      'Import started.',
    );
  }

  @Staff('renewals', 'renewals:read')
  @Get('imports/:id/errors.csv')
  @ApiOperation({ summary: "The dry run's error report: row, column and message (formula cells escaped)" })
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'CSV file', schema: { type: 'string' } })
  @Invalid()
  @Missing()
  async renewalImportErrors(@Param() { id }: IdParamDto): Promise<StreamableFile> {
    const { body, name } = await this.imports.errorReport(id);
    return new StreamableFile(body, {
      type: CSV,
      disposition: `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`,
    });
  }

  @Staff('renewals', 'renewals:read')
  @Get()
  @ApiOperation({ summary: 'Renewals by renewal date: search, status and month filters, pages' })
  @ApiOkResponse({ type: RenewalsPageDto })
  @Invalid()
  async listRenewals(@Query() query: RenewalListQueryDto): Promise<RenewalsPageDto> {
    return ok(await this.renewals.list(query));
  }

  @Staff('renewals', 'renewals:read')
  @Get(':id')
  @ApiOperation({ summary: 'One renewal with its timeline' })
  @ApiOkResponse({ type: RenewalDetailAnswerDto })
  @Invalid()
  @Missing()
  async getRenewal(@Param() { id }: IdParamDto): Promise<RenewalDetailAnswerDto> {
    return ok({ renewal: await this.renewals.get(id) });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a renewal' })
  @ApiOkResponse({ type: EnvelopeDto })
  @Invalid()
  @Missing()
  async deleteRenewal(@Param() { id }: IdParamDto, @CurrentActor() actor: Actor): Promise<EnvelopeDto> {
    await this.renewals.delete(id, actor);
    return ok({}, 'Renewal deleted.');
  }

  @Staff('renewals', 'renewals:write')
  @Put(':id/current')
  @ApiOperation({
    summary: 'Set as current: a lapsed offer can be paid again, and the offer stays open past its date',
  })
  @ApiOkResponse({ type: RenewalDetailAnswerDto })
  @Invalid()
  @Missing()
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'Paid already' })
  async setCurrentRenewal(
    @Param() { id }: IdParamDto,
    @CurrentPrincipal() caller: Principal,
    @CurrentActor() actor: Actor,
  ): Promise<RenewalDetailAnswerDto> {
    return ok(
      { renewal: await this.renewals.makeCurrent(id, callerRef(caller).name, actor) },
      'Renewal set as current.',
    );
  }

  @Post(':id/invitation')
  @ApiOperation({ summary: 'Send the invitation email (again) now' })
  @ApiCreatedResponse({ type: RenewalDetailAnswerDto })
  @Invalid()
  @Missing()
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'Paid already' })
  async resendRenewalInvitation(
    @Param() { id }: IdParamDto,
    @CurrentSession() { user }: SessionPrincipal,
    @CurrentActor() actor: Actor,
  ): Promise<RenewalDetailAnswerDto> {
    return ok({ renewal: await this.invitations.resend(id, staffRef(user).name, actor) }, 'Invitation sent.');
  }

  // Not ':id/documents/...': the customer's token-checked download has that path.
  @Get(':id/staff-documents')
  @ApiOperation({ summary: "A paid renewal's documents (schedule, certificate, disc for the new period)" })
  @ApiOkResponse({ type: StaffRenewalDocumentsAnswerDto })
  @Invalid()
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such renewal, or not paid yet' })
  async listRenewalDocuments(@Param() { id }: IdParamDto): Promise<StaffRenewalDocumentsAnswerDto> {
    return ok({ documents: await this.renewals.staffDocuments(id) });
  }

  @Get(':id/staff-documents/:kind')
  @ApiOperation({ summary: "Download one of a paid renewal's documents (PDF)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'PDF file', schema: { type: 'string', format: 'binary' } })
  @Invalid()
  @ApiNotFoundResponse({ type: ErrorEnvelopeDto, description: 'No such renewal or document' })
  async downloadStaffRenewalDocument(
    @Param() { id, kind }: PolicyDocumentParamsDto,
  ): Promise<StreamableFile> {
    const { pdf, fileName } = await this.renewals.staffDocument(id, kind);
    return pdfFile(pdf, fileName);
  }

  @Post(':id/staff-documents/resend')
  @HttpCode(200)
  @ApiOperation({ summary: "Email the customer the link to the paid renewal's documents again" })
  @ApiOkResponse({ type: EnvelopeDto })
  @Invalid()
  @Missing()
  @ApiConflictResponse({ type: ErrorEnvelopeDto, description: 'Not paid yet' })
  async resendRenewalDocuments(
    @Param() { id }: IdParamDto,
    @CurrentSession() { user }: SessionPrincipal,
    @CurrentActor() actor: Actor,
  ): Promise<EnvelopeDto> {
    const sentTo = await this.invitations.resendDocuments(id, staffRef(user).name, actor);
    return ok({}, `Sent to ${sentTo}.`);
  }
}
