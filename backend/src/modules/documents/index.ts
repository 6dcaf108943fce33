export * from './documents.module';
export * from './policy-documents.service';
