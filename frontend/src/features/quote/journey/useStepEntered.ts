import { useEffect, useRef } from 'react';
import { track } from '../../analytics/dataLayer';
import type { QuoteStep } from '../quoteSteps';

/**
 * Each step reached is counted, and a step moved to starts at its top with its heading focused, so
 * a screen reader hears where the driver now is. The step the page opens on leaves focus alone.
 */
export function useStepEntered(step: QuoteStep) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    track('quote_step', { step: step.number, step_name: step.page });
    if (!opened.current) {
      opened.current = true;
      return;
    }
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);
  return headingRef;
}
