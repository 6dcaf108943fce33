import { PlaceholderPage } from '../../components/PlaceholderPage';
import { CookieTable } from '../consent/CookieTable';

export function DisclaimerPage() {
  return <PlaceholderPage heading="Disclaimer" />;
}

// The policy's own text is still to come from the CMS page 'cookies-policy'; the table is the consent feature's.
export function CookiesPolicyPage() {
  return (
    <div className="page-container">
      <h1>Cookies Policy</h1>
      <CookieTable />
    </div>
  );
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
