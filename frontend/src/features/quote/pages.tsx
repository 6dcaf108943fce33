import { PlaceholderPage } from '../../components/PlaceholderPage';

export function AssumptionsPage() {
  return <PlaceholderPage heading="Before You Get A Quote" />;
}

export function GetAQuotePage() {
  return <PlaceholderPage heading="Get A Quote" />;
}

export function QuotePage() {
  return <PlaceholderPage heading="Your Quote" />;
}

export function QuotePaymentOptionsPage() {
  return <PlaceholderPage heading="Payment Options" />;
}

export function QuoteSummaryPage() {
  return <PlaceholderPage heading="Quote Summary" />;
}

export function QuotePaymentResultPage() {
  return <PlaceholderPage heading="Your Payment" />;
}

export function RetrieveQuotePage() {
  return <PlaceholderPage heading="Retrieve A Quote" />;
}
