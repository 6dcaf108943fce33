import { CmsPageView } from '../../components/cms/CmsPageView';

export { FaqPage } from './FaqPage';
export { JargonBusterPage } from './JargonBusterPage';

export function HelpCentrePage() {
  return <CmsPageView page="help-centre" />;
}

export function MakingAClaimPage() {
  return <CmsPageView page="making-a-claim" />;
}

// The intro's one contact item, the 24-hour helpline, shows as a tap-to-call call-out at the top.
export function BreakdownAssistancePage() {
  return <CmsPageView page="breakdown-assistance" />;
}

export function DriverNumberRequirementsPage() {
  return <CmsPageView page="driver-number-requirements" />;
}
