import { brand } from '../../brand';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function AssociationOffersPage() {
  return <PlaceholderPage heading={`${brand.association.name} Exclusive Offers`} />;
}
