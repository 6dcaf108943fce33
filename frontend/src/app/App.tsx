import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AfterHydration } from '../components/AfterHydration';
import { LoadingHeart } from '../components/LoadingHeart';
import { usePageViews } from '../features/analytics/usePageViews';
import { CompetitionModal } from '../features/competition/CompetitionModal';
import { ConsentProvider } from '../features/consent/ConsentProvider';
import { CookieConsent } from '../features/consent/CookieConsent';
import { NotFoundRedirect, PublicLayout } from '../features/layout/PublicLayout';
import { StaffSignInLayout } from '../features/layout/StaffSignInLayout';
import { lazyWithTimeout } from './lazyWithTimeout';
import { routes, type RouteEntry } from './routes';
import { useDocumentMeta } from './useDocumentMeta';
import { useFocusMainHeading } from './useFocusMainHeading';
import { useScrollToTop } from './useScrollToTop';

// Its own chunk, so visitors never download back-office code.
const AdminLayout = lazyWithTimeout(() => import('../features/admin/AdminLayout'));

const routesIn = (layout: RouteEntry['layout'], staffSignIn = false) =>
  routes
    .filter((route) => route.layout === layout && Boolean(route.staffSignIn) === staffSignIn)
    .map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />);

export function App() {
  useDocumentMeta();
  useScrollToTop();
  useFocusMainHeading();
  usePageViews();
  return (
    <ConsentProvider>
      <Suspense fallback={<LoadingHeart />}>
        <Routes>
          <Route element={<PublicLayout />}>{routesIn('public')}</Route>
          <Route element={<StaffSignInLayout />}>{routesIn('public', true)}</Route>
          <Route element={<AdminLayout />}>{routesIn('admin')}</Route>
          <Route path="*" element={<NotFoundRedirect />} />
        </Routes>
      </Suspense>
      {/* Outside Suspense: the cookie question must not vanish while a page chunk loads. Both depend on
          what this browser stored, which the server's markup cannot know. */}
      <AfterHydration>
        <CookieConsent />
        <CompetitionModal />
      </AfterHydration>
    </ConsentProvider>
  );
}
