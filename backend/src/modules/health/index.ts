export * from './health-probe';
export * from './health.module';
export * from './health.service';
export * from './readiness.service';
