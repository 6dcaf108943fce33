/** Brand colours (frontend/src/styles/tokens.css). */
const IVY = { 900: '#12372a', 700: '#1f5c45', 500: '#2f7d5f', 100: '#e6f2ec', 50: '#f2f8f5' };
const ROSE = { 700: '#a82e52', 600: '#b8345a', 200: '#f4c7d3', 100: '#fbe9ee' };
const CREAM = '#fbf8f3';

const PALETTES = [
  { from: IVY[50], to: ROSE[100], sun: ROSE[600], road: IVY[700], hill: IVY[100] },
  { from: ROSE[100], to: CREAM, sun: IVY[500], road: IVY[900], hill: ROSE[200] },
  { from: IVY[100], to: CREAM, sun: ROSE[700], road: IVY[700], hill: IVY[50] },
  { from: CREAM, to: ROSE[200], sun: IVY[700], road: IVY[900], hill: ROSE[100] },
];

export const COVER_WIDTH = 1600;
export const COVER_HEIGHT = 900;

/**
 * A cover picture for demo posts, drawn here rather than downloaded: a soft gradient in the brand
 * colours, a sun over rolling hills and a road into the distance. `variant` varies colours and layout.
 */
export function coverSvg(variant: number): string {
  const p = PALETTES[variant % PALETTES.length];
  const sunX = 380 + ((variant * 290) % 840);
  const sunY = 250 + ((variant * 70) % 140);
  const sway = (variant % 3) * 120 - 120;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 1600 900">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="900" fill="url(#sky)"/>
  <circle cx="${sunX}" cy="${sunY}" r="170" fill="${p.sun}" fill-opacity="0.85"/>
  <circle cx="${sunX}" cy="${sunY}" r="240" fill="none" stroke="${p.sun}" stroke-opacity="0.25" stroke-width="18"/>
  <path d="M0 640 C 300 ${540 + sway / 2}, 600 720, 900 620 S 1400 ${560 - sway / 3}, 1600 600 L1600 900 L0 900 Z" fill="${p.hill}"/>
  <path d="M0 730 C 400 650, 700 800, 1000 720 S 1450 660, 1600 700 L1600 900 L0 900 Z" fill="${p.road}" fill-opacity="0.18"/>
  <path d="M${520 + sway} 900 C ${680 + sway} 790, 980 700, 1088 628 L 1112 628 C 1060 700, ${1010 + sway} 790, ${1060 + sway} 900 Z"
        fill="${p.road}"/>
  <path d="M${780 + sway} 900 C ${820 + sway} 800, 1010 705, 1100 630"
        fill="none" stroke="#ffffff" stroke-width="7" stroke-dasharray="34 28"/>
</svg>`;
}

/** The cover as a PNG, to go through the same upload pipeline as a picture staff upload. */
export async function coverPng(variant: number): Promise<Buffer> {
  // Loaded here, not at the top: only seeding draws covers, and sharp brings the whole image library.
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(coverSvg(variant)))
    .png()
    .toBuffer();
}
