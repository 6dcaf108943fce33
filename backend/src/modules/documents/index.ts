export { DocumentsModule } from './documents.module';
export { directDebitsOf } from './domain/my-policy';
export type { PolicyDocumentKind } from './domain/policy-documents';
export { PolicyDocumentDto, PolicyDocumentParamsDto, StaffDocumentsDto } from './dto/policy-documents.dto';
export { PolicyDocumentsService } from './policy-documents.service';
export type { DocumentListing, RenewalForDocuments } from './policy-documents.service';
export { PolicyholderAccess } from './policyholder/policyholder-access.service';
export { NeedsPolicyToken, PolicyToken } from './policyholder/policy-token';
