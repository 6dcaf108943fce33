/**
 * Advance widths (thousandths of the font size) of the standard Helvetica fonts for ASCII 32–126,
 * from Adobe's AFM files. Viewers supply these fonts, so a PDF needs no embedded font, but wrapping
 * text needs the widths.
 */
// prettier-ignore
const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

// prettier-ignore
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];

/** Punctuation outside ASCII that the site's text uses (the same in both weights, near enough). */
const EXTRA: Record<string, number> = {
  '\u2018': 222,
  '\u2019': 222,
  '\u201c': 333,
  '\u201d': 333,
  '\u2013': 556,
  '\u2014': 1000,
  '\u2022': 350,
  '\u2026': 1000,
  '\u20ac': 556,
  '\u00a0': 278,
  '\u00b7': 278,
  '\u00a9': 737,
};

const FALLBACK = 556;

export type FontWeight = 'regular' | 'bold';

export function glyphWidth(character: string, weight: FontWeight): number {
  const table = weight === 'bold' ? BOLD : REGULAR;
  const code = character.charCodeAt(0);
  if (code >= 32 && code <= 126) return table[code - 32];
  if (EXTRA[character] !== undefined) return EXTRA[character];
  // An accented letter is as wide as its base letter (é as e).
  const base = character.normalize('NFD').charCodeAt(0);
  return base >= 32 && base <= 126 ? table[base - 32] : FALLBACK;
}

export function textWidth(text: string, weight: FontWeight, size: number): number {
  let total = 0;
  for (const character of text) total += glyphWidth(character, weight);
  return (total * size) / 1000;
}
