import { PlaceholderPage } from '../../components/PlaceholderPage';

export function PolicyChangePage() {
  return <PlaceholderPage heading="Policy Change" />;
}

export function CustomerFeedbackPage() {
  return <PlaceholderPage heading="Customer Feedback" />;
}

export function ContactUsPage() {
  return <PlaceholderPage heading="Contact Us" />;
}
