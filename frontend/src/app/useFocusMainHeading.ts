import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's main heading, in the public and the admin shells alike. */
const MAIN_HEADING = '#main-content h1';
/** A page whose heading waits for its data or its chunk longer than this keeps focus where it is. */
const WAIT_MS = 10_000;

/**
 * After a route change (not the first page, where the browser starts at the top), focus moves to the
 * new page's main heading, so keyboard and screen-reader users start where the page starts rather than
 * on a link that is gone. A page that put focus somewhere itself (a quote step's heading, a payment
 * verdict) keeps it; a heading not shown yet (a chunk or data still loading) is focused once it is.
 */
export function useFocusMainHeading(): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    return focusWhenShown();
  }, [pathname]);
}

/**
 * Focuses the main heading once there is one; stops if the page takes focus first. What had focus
 * before (a link, a button of the page left) is gone with its page, so focus inside the page's main
 * content was put there by the new page.
 */
function focusWhenShown(): () => void {
  const focusHeading = (): boolean => {
    const active = document.activeElement;
    if (active && active !== document.body && document.getElementById('main-content')?.contains(active))
      return true;
    const heading = document.querySelector<HTMLElement>(MAIN_HEADING);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
