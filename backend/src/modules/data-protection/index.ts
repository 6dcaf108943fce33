export * from './data-protection.module';
