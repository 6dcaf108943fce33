import { CmsPageView } from '../../components/cms/CmsPageView';
import { AssociationQuoteForm } from './AssociationQuoteForm';

export function AssociationOffersPage() {
  return (
    <CmsPageView page="basketball-ireland-exclusive-offers" layout="split">
      <AssociationQuoteForm />
    </CmsPageView>
  );
}
