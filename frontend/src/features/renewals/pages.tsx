import { PlaceholderPage } from '../../components/PlaceholderPage';

export function RenewalsPage() {
  return <PlaceholderPage heading="Renew Your Policy" />;
}

export function RenewalPage() {
  return <PlaceholderPage heading="Your Renewal" />;
}

export function RenewalPaymentOptionsPage() {
  return <PlaceholderPage heading="Renewal Payment Options" />;
}

export function RenewalPaymentPage() {
  return <PlaceholderPage heading="Renewal Payment" />;
}

export function RenewalPaymentResultPage() {
  return <PlaceholderPage heading="Your Renewal Payment" />;
}
