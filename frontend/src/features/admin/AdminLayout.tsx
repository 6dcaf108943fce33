import { Suspense } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { brand } from '../../brand';
import { LoadingHeart } from '../../components/LoadingHeart';
import { Logo } from '../../components/Logo';
import { adminNavEntries } from './adminNav';
import './AdminLayout.css';

/** The staff back-office shell: sidebar navigation beside the current admin screen. */
export default function AdminLayout() {
  return (
    <div className="admin-layout">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <header className="admin-sidebar">
        <Logo tone="light" />
        <p className="admin-sidebar__title">{brand.name.toUpperCase()}</p>
        <nav aria-label="Admin">
          <ul className="admin-sidebar__menu">
            {adminNavEntries.map(({ url, text }) => (
              <li key={url}>
                <NavLink to={url}>{text}</NavLink>
              </li>
            ))}
            <li>
              <Link to="/">Log Out</Link>
            </li>
          </ul>
        </nav>
      </header>
      <main id="main-content" className="admin-main" tabIndex={-1}>
        <Suspense fallback={<LoadingHeart />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
