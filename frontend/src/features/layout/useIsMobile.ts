import { useSyncExternalStore } from 'react';

/** SPEC §9. The CSS uses the same edge: desktop styles start at min-width 1026px. */
export const MOBILE_BREAKPOINT = 1024;

/** Mobile layout applies up to the breakpoint plus one (SPEC §2). */
export function isMobileWidth(width: number): boolean {
  return width <= MOBILE_BREAKPOINT + 1;
}

/**
 * The window's width, read once and then on each resize: React asks for the snapshot on every render,
 * and reading innerWidth while a render has changed the page forces the browser to lay it out there and
 * then (on a phone, much of the first screen's time went on that).
 */
let width: number | undefined;
const listeners = new Set<() => void>();

function onResize() {
  width = window.innerWidth;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('resize', onResize);
    // Read afresh by the next component to ask, as no resize is heard meanwhile.
    width = undefined;
  };
}

const isMobileWindow = () => isMobileWidth((width ??= window.innerWidth));

/** The server's markup (and so the browser's first render of it) is a phone's: most visitors' screen. */
const onServer = () => true;

/** Whether the window is at mobile width, re-evaluated whenever the window is resized. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileWindow, onServer);
}
