import type { ImgHTMLAttributes } from 'react';

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding' | 'fetchPriority'> & {
  src: string;
  alt: string;
  /** Required so the browser reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
  /**
   * The picture a page opens with, in view on arrival (its largest contentful paint): fetched at once
   * and first, since waiting for layout to find it in view only delays the page's main paint.
   */
  inViewOnArrival?: boolean;
};

/** Every content image goes through here so it loads lazily (SPEC §2), except the one a page opens with. */
export function LazyImage({ inViewOnArrival = false, ...props }: LazyImageProps) {
  return inViewOnArrival ? (
    <img {...props} fetchPriority="high" decoding="async" />
  ) : (
    <img {...props} loading="lazy" decoding="async" />
  );
}
