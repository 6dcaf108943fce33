// The widths the blog shows its covers at (the `sizes` attribute). The route table names them too, so
// that the server can have the browser fetch a page's first cover, at the width it will pick, at once.

/** The featured card spans the grid: as wide as the 72rem container, or the screen. */
export const FEATURED_COVER_SIZES = '(min-width: 72rem) 72rem, 100vw';

/** A post's cover spans the article, at most 48rem wide. */
export const POST_COVER_SIZES = '(min-width: 48rem) 48rem, 100vw';
