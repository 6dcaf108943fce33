import { useSyncExternalStore } from 'react';

/** SPEC §9. The CSS uses the same edge: desktop styles start at min-width 1026px. */
export const MOBILE_BREAKPOINT = 1024;

/** Mobile layout applies up to the breakpoint plus one (SPEC §2). */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT + 1;
}

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const isMobileWindow = () => isMobileWidth(window.innerWidth);

/** Whether the window is at mobile width, re-evaluated whenever the window is resized. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileWindow);
}
