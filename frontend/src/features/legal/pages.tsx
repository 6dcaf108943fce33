import { brand } from '../../brand';
import { CmsPageView } from '../../components/cms/CmsPageView';
import { CookieTable } from '../consent/CookieTable';
import './legal.css';

export function DisclaimerPage() {
  return <CmsPageView page="disclaimer" />;
}

// The consent feature's table of every cookie follows the policy's text.
export function CookiesPolicyPage() {
  return (
    <CmsPageView page="cookies-policy">
      <CookieTable />
    </CmsPageView>
  );
}

export function PrivacyPolicyPage() {
  return <CmsPageView page="privacy-policy" />;
}

export function SocialMediaTermsPage() {
  return <CmsPageView page="social-media-terms" />;
}

export function TermsOfBusinessPage() {
  return (
    <CmsPageView
      page="terms-of-business"
      lead={
        <p className="document-link">
          <a href={brand.documents.termsOfBusiness} download>
            Download our terms of business (PDF)
          </a>
        </p>
      }
    />
  );
}
