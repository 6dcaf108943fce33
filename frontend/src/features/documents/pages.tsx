export { MyPolicyPage } from './MyPolicyPage';
export { VerifyDocumentPage } from './VerifyDocumentPage';
export { AdjustmentPaymentResultPage } from '../adjustments/AdjustmentPaymentResultPage';
