export * from './lockout-keys';
export * from './lockout.module';
export * from './lockout.service';
