export * from './documents.module';
export * from './policy-documents.service';
export type { PolicyDocumentKind } from './domain/policy-documents';
export { PolicyDocumentDto, PolicyDocumentParamsDto, StaffDocumentsDto } from './dto/policy-documents.dto';
