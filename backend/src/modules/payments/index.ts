export * from './payments-statistics.source';
export * from './payments.module';
