import { CmsPageView } from '../../components/cms/CmsPageView';
import { ContactForm } from './ContactForm';
import { CaptchaProvider } from './kit/CaptchaProvider';
import { FeedbackForm } from './FeedbackForm';
import { PolicyChangeForm } from './policyChange/PolicyChangeForm';

export function PolicyChangePage() {
  return (
    <CmsPageView page="policy-change" layout="split">
      <CaptchaProvider>
        <PolicyChangeForm />
      </CaptchaProvider>
    </CmsPageView>
  );
}

export function CustomerFeedbackPage() {
  return (
    <CmsPageView page="customer-feedback" layout="split">
      <CaptchaProvider>
        <FeedbackForm />
      </CaptchaProvider>
    </CmsPageView>
  );
}

export function ContactUsPage() {
  return (
    <CmsPageView page="contact-us" layout="split">
      <CaptchaProvider>
        <ContactForm />
      </CaptchaProvider>
    </CmsPageView>
  );
}
