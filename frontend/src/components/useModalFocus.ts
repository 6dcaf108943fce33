import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * Modal focus for the element in `ref`, a child of <body> rendered through a portal: focus moves into it,
 * everything else on the page is made inert, Tab and Shift+Tab cycle inside it, and on unmount focus goes
 * back to where it was, or to the page's main content (WCAG 2.4.3 focus order, 2.1.2 no keyboard trap outside the dialog's own controls).
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const dialog = ref.current;
    const layer = dialog?.closest('body > *');
    if (!dialog || !layer) return;
    const returnTo = document.activeElement;

    // Focus first: focusing reads the page's styles, and after the inert attributes that would mean
    // restyling the whole page there and then (a long task as the cookie banner opens on a first visit)
    // rather than in the next frame's rendering.
    dialog.focus();
    const outside = Array.from(document.body.children).filter(
      (element) => element !== layer && !element.hasAttribute('inert'),
    );
    for (const element of outside) element.setAttribute('inert', '');

    const cycle = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = focusable.at(0);
      const last = focusable.at(-1);
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    dialog.addEventListener('keydown', cycle);

    return () => {
      dialog.removeEventListener('keydown', cycle);
      for (const element of outside) element.removeAttribute('inert');
      // A dialog that opened with the page (the competition) had nothing focused to return to: the page's
      // main content takes focus instead of the body, so the keyboard goes on from the page's start.
      const opener = returnTo instanceof HTMLElement && returnTo.isConnected && returnTo !== document.body;
      const next = opener ? returnTo : document.querySelector<HTMLElement>('main[tabindex]');
      next?.focus({ preventScroll: !opener });
    };
  }, [ref]);
}
