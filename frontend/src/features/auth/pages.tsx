import { PlaceholderPage } from '../../components/PlaceholderPage';

export function AdminLoginPage() {
  return <PlaceholderPage heading="Admin Login" />;
}

export function VerifyPasswordResetPage() {
  return <PlaceholderPage heading="Reset Password" />;
}
