export { DocumentsModule } from './documents.module';
export type { PolicyDocumentKind } from './domain/policy-documents';
export { PolicyDocumentDto, PolicyDocumentParamsDto, StaffDocumentsDto } from './dto/policy-documents.dto';
export { PolicyDocumentsService } from './policy-documents.service';
export type { DocumentListing, RenewalForDocuments } from './policy-documents.service';
