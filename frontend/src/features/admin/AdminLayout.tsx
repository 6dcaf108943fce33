import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingHeart } from '../../components/LoadingHeart';
import { AdminGuard } from './AdminGuard';
import type { SessionAnswer } from '../../api/auth';
import { mayOpen } from './adminNav';
import { AdminSidebar } from './AdminSidebar';
import { PermissionsContext, SignedInContext, usePermissions } from './signedIn';
import './AdminLayout.css';

/**
 * The current admin screen. SPEC §2 scrolls each into view as it loads; the shell's top is what comes
 * into view, since on a phone the content's top sits below the Menu button, which it would hide.
 */
function AdminMain({ shell }: { shell: RefObject<HTMLDivElement | null> }) {
  const { pathname } = useLocation();
  const permissions = usePermissions();
  useEffect(() => {
    // jsdom has no scrollIntoView.
    shell.current?.scrollIntoView?.({ block: 'start' });
  }, [shell, pathname]);

  return (
    <main id="main-content" className="admin-main" tabIndex={-1}>
      {mayOpen(permissions, pathname) ? (
        <Suspense fallback={<LoadingHeart />}>
          <Outlet />
        </Suspense>
      ) : (
        <p role="alert" className="admin-refusal">
          Only administrators can open this.
        </p>
      )}
    </main>
  );
}

/**
 * The staff back-office shell: behind the access guard, the sidebar beside the current admin screen,
 * or, where the role lacks the screen's permission, the refusal in its place.
 */
export default function AdminLayout() {
  const shell = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<SessionAnswer>();
  return (
    <AdminGuard onLoggedIn={setSession}>
      <SignedInContext value={session?.user}>
        <PermissionsContext value={session?.permissions ?? []}>
          <div ref={shell} className="admin-layout">
            <a className="skip-link" href="#main-content">
              Skip to content
            </a>
            <AdminSidebar />
            <AdminMain shell={shell} />
          </div>
        </PermissionsContext>
      </SignedInContext>
    </AdminGuard>
  );
}
