import { PlaceholderPage } from '../../components/PlaceholderPage';

export function DisclaimerPage() {
  return <PlaceholderPage heading="Disclaimer" />;
}

export function CookiesPolicyPage() {
  return <PlaceholderPage heading="Cookies Policy" />;
}

export function PrivacyPolicyPage() {
  return <PlaceholderPage heading="Privacy Policy" />;
}

export function SocialMediaTermsPage() {
  return <PlaceholderPage heading="Social Media Terms" />;
}

export function TermsOfBusinessPage() {
  return <PlaceholderPage heading="Terms of Business" />;
}
