export { MyPolicyPage } from './MyPolicyPage';
export { VerifyDocumentPage } from './VerifyDocumentPage';
