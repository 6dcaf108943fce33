import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingHeart } from '../../components/LoadingHeart';
import { Footer } from './Footer';
import { Header } from './Header';

/** What an unknown path's redirect home carries: the path that was not found. */
interface NotFoundState {
  notFound: string;
}

/** SPEC: an unknown path goes home; the shell then says the page asked for was not found. */
export function NotFoundRedirect() {
  const { pathname } = useLocation();
  return <Navigate to="/" replace state={{ notFound: pathname } satisfies NotFoundState} />;
}

const notFoundIn = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as NotFoundState).notFound === 'string';

/** The visitor-facing shell: header and menu, the current page, footer. */
export function PublicLayout() {
  const { state } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        {notFoundIn(state) && (
          <p className="page-container not-found-notice" role="alert">
            We could not find that page, so here is our home page. Use the menu, or get a quote below.
          </p>
        )}
        <Suspense fallback={<LoadingHeart />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
