export * from './consent.module';
export * from './cookie-records.service';
