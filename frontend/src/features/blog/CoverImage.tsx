import type { BlogCard } from '../../api/posts';
import { srcSetOf } from './srcSet';

interface CoverImageProps {
  cover: NonNullable<BlogCard['cover']>;
  /** The width it is shown at (the `sizes` attribute), so the browser picks a variant no wider than needed. */
  sizes: string;
  className?: string;
  /** The first thing on the page: fetched at once, not when scrolled to. */
  eager?: boolean;
}

/** A post's cover with every variant in srcset and its size set, so nothing shifts as it loads. */
export function CoverImage({ cover, sizes, className, eager = false }: CoverImageProps) {
  return (
    <img
      className={className}
      src={cover.src}
      srcSet={srcSetOf(cover.variants)}
      sizes={sizes}
      alt={cover.alt}
      width={cover.width}
      height={cover.height}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
