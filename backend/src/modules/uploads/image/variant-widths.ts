/** The widths the site asks for (cards on phones up to full-width heroes on large screens). */
export const VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/**
 * The widths to make of an image `originalWidth` pixels wide: every standard width below it, and
 * the image at its own width up to the largest standard one, so nothing is ever enlarged.
 */
export function variantWidths(originalWidth: number): number[] {
  const widest = Math.min(originalWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...VARIANT_WIDTHS.filter((width) => width < widest), widest];
}
