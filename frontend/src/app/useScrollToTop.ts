import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top, as it would on a full page load (SPEC §2). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}
