import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingHeart } from '../../components/LoadingHeart';
import { AdminGuard } from './AdminGuard';
import type { SessionUser } from '../../api/auth';
import { AdminSidebar } from './AdminSidebar';
import { SignedInContext } from './signedIn';
import './AdminLayout.css';

/**
 * The current admin screen. SPEC §2 scrolls each into view as it loads; the shell's top is what comes
 * into view, since on a phone the content's top sits below the Menu button, which it would hide.
 */
function AdminMain({ shell }: { shell: RefObject<HTMLDivElement | null> }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // jsdom has no scrollIntoView.
    shell.current?.scrollIntoView?.({ block: 'start' });
  }, [shell, pathname]);

  return (
    <main id="main-content" className="admin-main" tabIndex={-1}>
      <Suspense fallback={<LoadingHeart />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

/** The staff back-office shell: behind the access guard, the sidebar beside the current admin screen. */
export default function AdminLayout() {
  const shell = useRef<HTMLDivElement>(null);
  const [signedIn, setSignedIn] = useState<SessionUser>();
  return (
    <AdminGuard onLoggedIn={setSignedIn}>
      <SignedInContext value={signedIn}>
        <div ref={shell} className="admin-layout">
          <a className="skip-link" href="#main-content">
            Skip to content
          </a>
          <AdminSidebar />
          <AdminMain shell={shell} />
        </div>
      </SignedInContext>
    </AdminGuard>
  );
}
