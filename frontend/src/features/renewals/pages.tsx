export { RenewalLookupPage as RenewalsPage } from './RenewalLookupPage';
export { RenewalOfferPage as RenewalPage } from './RenewalOfferPage';
export {
  RenewalPaymentOptionsPage,
  RenewalPaymentPage,
  RenewalPaymentResultPage,
} from './RenewalPaymentPages';
