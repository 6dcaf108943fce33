import { act, renderHook } from '@testing-library/react';
import { isMobileWidth, useIsMobile } from './useIsMobile';

describe('isMobileWidth', () => {
  it('is mobile up to the 1024 breakpoint plus one', () => {
    expect(isMobileWidth(375)).toBe(true);
    expect(isMobileWidth(1024)).toBe(true);
    expect(isMobileWidth(1025)).toBe(true);
    expect(isMobileWidth(1026)).toBe(false);
    expect(isMobileWidth(1280)).toBe(false);
  });
});

describe('useIsMobile', () => {
  it('follows the window width on resize', () => {
    window.innerWidth = 1280;
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);

    act(() => {
      window.innerWidth = 800;
      window.dispatchEvent(new Event('resize'));
    });
    expect(result.current).toBe(true);
  });

  it('reads the window width once, not on every render (each read can force a layout)', () => {
    let reads = 0;
    const own = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        reads += 1;
        return 390;
      },
    });
    try {
      const { result, rerender } = renderHook(() => useIsMobile());
      for (let i = 0; i < 5; i++) rerender();
      expect(result.current).toBe(true);
      expect(reads).toBe(1);
    } finally {
      if (own) Object.defineProperty(window, 'innerWidth', own);
    }
  });
});
