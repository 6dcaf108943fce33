export * from './health-probe';
export * from './health.module';
export * from './health.service';
