export * from './documents.module';
export * from './policy-documents.service';
export type { PolicyDocumentKind } from './domain/policy-documents';
export { PolicyDocumentDto, PolicyDocumentParamsDto } from './dto/policy-documents.dto';
