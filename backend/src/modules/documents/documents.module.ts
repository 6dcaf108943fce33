import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { LockoutModule } from '../lockout';
import { MailModule } from '../mail';
import { QuotesModule } from '../quotes';
import { CertificateCheckController } from './certificate-check.controller';
import { DocumentsAdminController } from './documents-admin.controller';
import { DocumentsDemoSeeder } from './documents.seeder';
import { DocumentsPersonalData } from './documents.personal-data';
import { DocumentSetsRepository } from './document-sets.repository';
import { PolicyDocumentsService } from './policy-documents.service';
import { MyPolicyController } from './policyholder/my-policy.controller';
import { AccessCodesRepository } from './policyholder/access-codes.repository';
import { PolicyholderAccess } from './policyholder/policyholder-access.service';
import { PolicyholderNotices } from './policyholder/policyholder-notices.service';
import { QuoteStatementController } from './quote-statement.controller';
import { AccessCode, AccessCodeSchema } from './schemas/access-code.schema';
import { DocumentSet, DocumentSetSchema } from './schemas/document-set.schema';

/**
 * Policy documents (schedule, certificate, disc, statement of fact): made at purchase, kept in the
 * file store, listed for staff and for the policyholder's documents page, and checked publicly.
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DocumentSet.name, schema: DocumentSetSchema },
      { name: AccessCode.name, schema: AccessCodeSchema },
    ]),
    QuotesModule,
    MailModule,
    AuditModule,
    LockoutModule,
  ],
  controllers: [
    CertificateCheckController,
    MyPolicyController,
    DocumentsAdminController,
    QuoteStatementController,
  ],
  providers: [
    PolicyDocumentsService,
    DocumentSetsRepository,
    PolicyholderAccess,
    AccessCodesRepository,
    PolicyholderNotices,
    DocumentsPersonalData,
    DocumentsDemoSeeder,
  ],
  exports: [PolicyDocumentsService, PolicyholderAccess],
})
export class DocumentsModule {}
