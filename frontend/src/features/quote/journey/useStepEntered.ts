import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';
import { track } from '../../analytics/dataLayer';
import type { QuoteStep } from '../quoteSteps';

/**
 * Each step reached is counted, and a step moved to starts at its top with its heading focused, so
 * a screen reader hears where the driver now is. That includes a step that mounts the page afresh
 * (the assumptions' Accept, step 1's Continue, which creates the quote's own address); only a step the
 * browser opens itself (a load, a reload, Back) leaves focus where the browser put it.
 */
export function useStepEntered(step: QuoteStep) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  const openedByBrowser = useRef(useNavigationType() === 'POP');
  useEffect(() => {
    track('quote_step', { step: step.number, step_name: step.page });
    if (!opened.current) {
      opened.current = true;
      if (openedByBrowser.current) return;
    }
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);
  return headingRef;
}
