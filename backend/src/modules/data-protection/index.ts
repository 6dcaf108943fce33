export * from './data-protection.module';
export * from './data-protection.service';
