export * from './statistics.module';
