import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingHeart } from '../../components/LoadingHeart';
import { AdminGuard } from './AdminGuard';
import { AdminSidebar } from './AdminSidebar';
import './AdminLayout.css';

/** The current admin screen; SPEC §2: each scrolls into view as it loads (on a phone, past the sidebar). */
function AdminMain() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    // jsdom has no scrollIntoView.
    main.current?.scrollIntoView?.({ block: 'start' });
  }, [pathname]);

  return (
    <main ref={main} id="main-content" className="admin-main" tabIndex={-1}>
      <Suspense fallback={<LoadingHeart />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** The staff back-office shell: behind the access guard, the sidebar beside the current admin screen. */
export default function AdminLayout() {
  return (
    <AdminGuard>
      <div className="admin-layout">
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <AdminSidebar />
        <AdminMain />
      </div>
    </AdminGuard>
  );
}
