import { brand } from '../../brand';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function WhyUsPage() {
  return <PlaceholderPage heading={`Why Choose ${brand.shortName}`} />;
}

export function LearnerDriversPage() {
  return <PlaceholderPage heading="Learner Driver Insurance" />;
}

export function AboutCfmPage() {
  return <PlaceholderPage heading="About CFM" />;
}

export function CareersPage() {
  return <PlaceholderPage heading="Careers" />;
}
