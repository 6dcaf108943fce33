import type { ImgHTMLAttributes } from 'react';

type LazyImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'decoding'> & {
  src: string;
  alt: string;
  /** Required so the browser reserves the space before the image arrives (no layout shift). */
  width: number;
  height: number;
};

/** Every content image goes through here so it loads lazily (SPEC §2). */
export function LazyImage(props: LazyImageProps) {
  return <img {...props} loading="lazy" decoding="async" />;
}
