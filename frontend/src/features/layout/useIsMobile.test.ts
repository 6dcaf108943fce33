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
});
