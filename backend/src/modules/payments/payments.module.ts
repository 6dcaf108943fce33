import { Logger, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { SecretBox } from '../../common/crypto/secret-box.service';
import { AppConfig } from '../../config/app-config';
import { localSecret } from '../../config/local-secrets';
import { AdjustmentsModule } from '../adjustments';
import { DocumentsModule } from '../documents';
import { MailModule } from '../mail';
import { QuotesModule } from '../quotes';
import { RenewalsModule } from '../renewals';
import { UsersModule } from '../users';
import { AdjustmentCheckout } from './adjustment-checkout/adjustment-checkout.service';
import { AdjustmentFulfiller } from './adjustment-checkout/adjustment-fulfiller';
import { AdjustmentPaymentsController } from './adjustment-checkout/adjustment-payments.controller';
import { PaymentsAdminController } from './admin/payments-admin.controller';
import { PaymentsAdminService } from './admin/payments-admin.service';
import { PaymentCheckout } from './payment-checkout.service';
import { PaymentFulfilments } from './fulfilments';
import { MandatesRepository } from './mandates.repository';
import { PaymentMandates } from './payment-mandates.service';
import { paymentInbox } from './payment-inbox';
import { PaymentAlerts } from './payment-alerts';
import { PaymentLocks } from './payment-locks';
import { PaymentWebhooksController } from './payment-webhooks.controller';
import { PaymentsController } from './payments.controller';
import { SeedLedger } from '../../common/seeding/seed-ledger';
import { PaymentsDemoSeeder } from './payments.seeder';
import { PaymentsRepository } from './payments.repository';
import { paymentsStatisticsSource, PaymentsStatisticsSource } from './payments-statistics.source';
import { PaymentProvider } from './providers/payment-provider';
import { SandboxProvider } from './providers/sandbox.provider';
import { CompetitionEntries } from './quote-checkout/competition-entries';
import { QuoteCheckout } from './quote-checkout/quote-checkout.service';
import { QuoteFulfiller } from './quote-checkout/quote-fulfiller';
import { RenewalCheckout } from './renewal-checkout/renewal-checkout.service';
import { RenewalFulfiller } from './renewal-checkout/renewal-fulfiller';
import { RenewalPaymentsController } from './renewal-checkout/renewal-payments.controller';
import { ResultLinks } from './result-links.service';
import { PaymentResults } from './payment-results.service';
import { SandboxPageController } from './sandbox/sandbox-page.controller';
import { SandboxPage } from './sandbox/sandbox-page.service';
import { CompetitionEntry, CompetitionEntrySchema } from './schemas/competition-entry.schema';
import { PaymentMandate, PaymentMandateSchema } from './schemas/payment-mandate.schema';
import { PaymentSettlementClaim, PaymentSettlementClaimSchema } from './schemas/payment-settlement.schema';
import { PaymentSubjectState, PaymentSubjectStateSchema } from './schemas/payment-subject.schema';
import { Payment, PaymentSchema } from './schemas/payment.schema';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentWebhooks } from './payment-webhooks.service';
import { PaymentsPersonalData } from './payments.personal-data';

async function paymentProvider(config: AppConfig): Promise<PaymentProvider> {
  // Stripe's SDK (two hundred modules) loads only where it is the provider: every start and test skips it.
  if (config.PAYMENT_PROVIDER === 'stripe') {
    const { StripeProvider } = await import('./providers/stripe.provider');
    return new StripeProvider(config);
  }
  if (config.NODE_ENV === 'production') {
    new Logger('Payments').warn('PAYMENT_PROVIDER=sandbox: payments take no real money.');
  }
  return new SandboxProvider(localSecret(config, 'sandbox-signing.secret', config.SANDBOX_SIGNING_SECRET));
}

/**
 * Card payments on a provider's hosted page (sandbox or Stripe Checkout), the Direct Debit mandates
 * of monthly plans, and what a verified payment delivers. Exports the port other modules pay through
 * (payment-port.ts).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Payment.name, schema: PaymentSchema },
      { name: PaymentSubjectState.name, schema: PaymentSubjectStateSchema },
      { name: PaymentMandate.name, schema: PaymentMandateSchema },
      { name: PaymentSettlementClaim.name, schema: PaymentSettlementClaimSchema },
      { name: CompetitionEntry.name, schema: CompetitionEntrySchema },
    ]),
    QuotesModule,
    DocumentsModule,
    RenewalsModule,
    AdjustmentsModule,
    MailModule,
    UsersModule,
  ],
  controllers: [
    PaymentsController,
    RenewalPaymentsController,
    AdjustmentPaymentsController,
    PaymentWebhooksController,
    PaymentsAdminController,
    SandboxPageController,
  ],
  providers: [
    { provide: PaymentProvider, inject: [AppConfig], useFactory: paymentProvider },
    SecretBox,
    paymentInbox,
    PaymentsRepository,
    PaymentLocks,
    ResultLinks,
    PaymentMandates,
    MandatesRepository,
    PaymentsPersonalData,
    PaymentFulfilments,
    PaymentCheckout,
    PaymentAlerts,
    PaymentSettlement,
    PaymentWebhooks,
    PaymentResults,
    PaymentsAdminService,
    SandboxPage,
    CompetitionEntries,
    QuoteCheckout,
    QuoteFulfiller,
    RenewalCheckout,
    RenewalFulfiller,
    AdjustmentCheckout,
    AdjustmentFulfiller,
    paymentsStatisticsSource,
    SeedLedger,
    PaymentsDemoSeeder,
  ],
  exports: [PaymentCheckout, PaymentFulfilments, PaymentMandates, PaymentsStatisticsSource],
})
export class PaymentsModule {}
