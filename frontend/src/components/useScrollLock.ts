import { useEffect } from 'react';

/**
 * Stops the page scrolling behind a modal while `locked`, and puts it back as it was afterwards. The
 * scrollbar's width becomes padding, so the page does not jump sideways when the scrollbar goes.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { style } = document.body;
    const previous = { overflow: style.overflow, paddingRight: style.paddingRight };
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    return () => {
      style.overflow = previous.overflow;
      style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}
