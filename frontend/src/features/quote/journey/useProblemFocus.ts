import { useEffect, useRef, type RefObject } from 'react';

/** The banner above the fields (a refusal by the server) or a field marked wrong, first in the form. */
const PROBLEMS = '[aria-invalid="true"], [role="alert"]';

/**
 * After a failed attempt, takes the driver to what needs her: the banner above the fields when the
 * server refused the step (it reads first and says the answers are marked below), else the first
 * answer the form itself found wanting. `request` asks for it when the attempt fails; the focus moves on
 * the next frame, or, when the problem has not rendered by then (a server's refusal renders once its
 * answer is in, which on a slow phone may be frames later), on the render that shows it: call
 * `useFocusOnRender` in a component that renders with the problem.
 */
export function useProblemFocus(formRef: RefObject<HTMLFormElement | null>) {
  const pending = useRef(false);
  const focusPending = () => {
    if (!pending.current) return;
    const problem = formRef.current?.querySelector<HTMLElement>(PROBLEMS);
    if (!problem) return;
    pending.current = false;
    problem.focus();
  };
  const request = () => {
    pending.current = true;
    requestAnimationFrame(focusPending);
  };
  return { request, focusPending };
}

/** Gives a requested focus (useProblemFocus) once the problem is on screen: after every render. */
export function FocusOnRender({ focusPending }: { focusPending: () => void }) {
  useEffect(focusPending);
  return null;
}
