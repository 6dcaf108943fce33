import { CmsPageView } from '../../components/cms/CmsPageView';

export function WhyUsPage() {
  return <CmsPageView page="why" />;
}

export function LearnerDriversPage() {
  return <CmsPageView page="learner-driver-insurance" />;
}

export function AboutCfmPage() {
  return <CmsPageView page="about-cfm" />;
}

export function CareersPage() {
  return <CmsPageView page="careers" />;
}
