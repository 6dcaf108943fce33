export * from './domain/renewal-mails';
export * from './renewal-invitations.service';
export * from './renewals-statistics.source';
export * from './renewals.controller';
export * from './renewals.module';
export * from './renewals.service';
export * from './schemas/renewal.schema';
