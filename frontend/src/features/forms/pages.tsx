import { CmsPageView } from '../../components/cms/CmsPageView';
import { ContactForm } from './ContactForm';
import { FeedbackForm } from './FeedbackForm';
import { PolicyChangeForm } from './policyChange/PolicyChangeForm';

export function PolicyChangePage() {
  return (
    <CmsPageView page="policy-change" layout="split">
      <PolicyChangeForm />
    </CmsPageView>
  );
}

export function CustomerFeedbackPage() {
  return (
    <CmsPageView page="customer-feedback" layout="split">
      <FeedbackForm />
    </CmsPageView>
  );
}

export function ContactUsPage() {
  return (
    <CmsPageView page="contact-us" layout="split">
      <ContactForm />
    </CmsPageView>
  );
}
