import { CmsPageView } from '../../components/cms/CmsPageView';
import { CaptchaProvider } from '../forms/kit/CaptchaProvider';
import { AssociationQuoteForm } from './AssociationQuoteForm';

export function AssociationOffersPage() {
  return (
    <CmsPageView page="basketball-ireland-exclusive-offers" layout="split">
      <CaptchaProvider>
        <AssociationQuoteForm />
      </CaptchaProvider>
    </CmsPageView>
  );
}
