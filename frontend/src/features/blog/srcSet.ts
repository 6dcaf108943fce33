/** `srcset` from an image's variants: each file with its width, so the browser picks by `sizes`. */
export function srcSetOf(variants: readonly { url: string; width: number }[]): string {
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
