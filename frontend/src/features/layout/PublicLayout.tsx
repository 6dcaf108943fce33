import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingHeart } from '../../components/LoadingHeart';
import { Footer } from './Footer';
import { Header } from './Header';

/** The visitor-facing shell: header and menu, the current page, footer. */
export function PublicLayout() {
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<LoadingHeart />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}
