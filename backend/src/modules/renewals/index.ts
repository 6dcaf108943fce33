export { renewalConfirmationMail } from './domain/renewal-mails';
export { RenewalInvitations } from './renewal-invitations.service';
export { NeedsRenewalToken, RenewalToken } from './renewal-token';
export type { PayableRenewal } from './renewal.views';
export { RenewalsStatisticsSource } from './renewals-statistics.source';
export { RenewalsModule } from './renewals.module';
export { RenewalsService } from './renewals.service';
