import { PlaceholderPage } from '../../components/PlaceholderPage';

export function HomePage() {
  return <PlaceholderPage heading="Car insurance made for you" />;
}
