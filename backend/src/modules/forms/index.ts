export * from './fields';
export * from './forms-statistics.source';
export * from './forms.module';
export * from './inbox/form-definition';
export * from './inbox/form-inbox';
export * from './inbox/submission.dto';
export * from './inbox/submission.schema';
