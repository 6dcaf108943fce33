export * from './offers.module';
