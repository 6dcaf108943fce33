import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { LoadingHeart } from '../../components/LoadingHeart';
import './StaffSignInLayout.css';

/** Staff's own shell for signing in and resetting a password: the brand and the form, nothing to sell. */
export function StaffSignInLayout() {
  return (
    <div className="staff-sign-in">
      <header className="staff-sign-in__header">
        <Logo />
      </header>
      <main id="main-content" className="staff-sign-in__main" tabIndex={-1}>
        <Suspense fallback={<LoadingHeart />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
