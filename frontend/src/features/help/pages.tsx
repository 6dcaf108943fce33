import { PlaceholderPage } from '../../components/PlaceholderPage';

export function HelpCentrePage() {
  return <PlaceholderPage heading="Help Centre" />;
}

export function MakingAClaimPage() {
  return <PlaceholderPage heading="Making A Claim" />;
}

export function BreakdownAssistancePage() {
  return <PlaceholderPage heading="Breakdown Assistance" />;
}

export function JargonBusterPage() {
  return <PlaceholderPage heading="Jargon Buster" />;
}

export function FaqPage() {
  return <PlaceholderPage heading="Frequently Asked Questions" />;
}

export function DriverNumberRequirementsPage() {
  return <PlaceholderPage heading="Driver Number Requirements" />;
}
