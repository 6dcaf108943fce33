export * from './cms-changes';
export * from './cms.module';
export * from './cms.service';
export * from './seed/brand-content';
export * from './seed/html';
export * from './seed/routes';
