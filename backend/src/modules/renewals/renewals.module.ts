import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { DocumentsModule } from '../documents';
import { LockoutModule } from '../lockout';
import { MailModule } from '../mail';
import { RenewalImports } from './import/renewal-imports.service';
import { RenewalImportsRepository } from './import/renewal-imports.repository';
import { SheetFileInterceptor } from './import/sheet-file.interceptor';
import { RenewalAccess } from './renewal-access.service';
import { RenewalInvitations } from './renewal-invitations.service';
import { RenewalsAdminController } from './renewals-admin.controller';
import { RenewalsController } from './renewals.controller';
import { RenewalsRepository } from './renewals.repository';
import { RenewalsSeeder } from './renewals.seeder';
import { RenewalsService } from './renewals.service';
import { renewalsStatisticsSource, RenewalsStatisticsSource } from './renewals-statistics.source';
import { RenewalImport, RenewalImportSchema } from './schemas/renewal-import.schema';
import { Renewal, RenewalSchema } from './schemas/renewal.schema';
import { RenewalsPersonalData } from './renewals.personal-data';

/**
 * Renewal offers: imported by staff from the insurer's file, invited by email, viewed and paid by
 * the customer (the payment itself runs through the payments module's renewal checkout).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Renewal.name, schema: RenewalSchema },
      { name: RenewalImport.name, schema: RenewalImportSchema },
    ]),
    AuditModule,
    MailModule,
    DocumentsModule,
    LockoutModule,
  ],
  controllers: [RenewalsAdminController, RenewalsController],
  providers: [
    RenewalsRepository,
    RenewalsService,
    RenewalAccess,
    RenewalInvitations,
    RenewalImports,
    RenewalImportsRepository,
    SheetFileInterceptor,
    RenewalsSeeder,
    renewalsStatisticsSource,
    RenewalsPersonalData,
  ],
  exports: [RenewalsService, RenewalInvitations, RenewalImports, RenewalsStatisticsSource],
})
export class RenewalsModule {}
