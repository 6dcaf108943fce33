import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { findRouteMeta } from '../../app/routeMeta';
import { track } from './dataLayer';

/**
 * Tells the tag manager about every screen the visitor sees, since the SPA never reloads the page. Only
 * the path goes out: query strings can carry personal data (the password reset link holds an email).
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { page_path: pathname, page_title: findRouteMeta(pathname).title });
  }, [pathname]);
}
