import { fileProblem, formatBytes, MAX_UPLOAD_BYTES, srcSetOf, placesOf } from './uploadFacts';

describe('upload facts', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(812)).toBe('812 bytes');
    expect(formatBytes(24_600)).toBe('24 KB');
    expect(formatBytes(3.4 * 1024 * 1024)).toBe('3.4 MB');
  });

  it('refuses a file over the limit or of another type before sending it', () => {
    expect(fileProblem({ size: 1000, type: 'image/png' })).toBeUndefined();
    expect(fileProblem({ size: MAX_UPLOAD_BYTES * 1.2, type: 'image/jpeg' })).toBe(
      'This file is 12.0 MB; images may be at most 10.0 MB.',
    );
    expect(fileProblem({ size: 1000, type: 'image/svg+xml' })).toMatch(/SVG is not accepted/);
  });

  it('says where an image is used, and lists its widths for srcset', () => {
    expect(
      placesOf({
        usedBy: [
          { kind: 'post', id: 'p', label: 'Penalty points', where: 'cover image' },
          { kind: 'cms', id: 'c', label: 'home: Our team', where: 'section' },
        ],
      }),
    ).toEqual(['the cover image of the post "Penalty points"', 'the CMS section "home: Our team"']);
    expect(
      srcSetOf({
        variants: [
          { width: 320, height: 180, url: '/uploads/a-320.webp', bytes: 1 },
          { width: 640, height: 360, url: '/uploads/a-640.webp', bytes: 2 },
        ],
      }),
    ).toBe('/uploads/a-320.webp 320w, /uploads/a-640.webp 640w');
  });
});
