import { detectImageFormat } from './magic-bytes';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectImageFormat', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF')],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('recognises %s by its signature', (format, file) => {
    expect(detectImageFormat(file)).toBe(format);
  });

  it.each([
    ['an SVG', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an SVG without a prolog', bytes('<svg onload="alert(1)"></svg>')],
    ['a text file', bytes('hello, this is not a picture')],
    ['HTML', bytes('<!doctype html><script>alert(1)</script>')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a RIFF file that is not WebP (WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated JPEG signature', bytes([0xff, 0xd8])],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, file) => {
    expect(detectImageFormat(file)).toBeUndefined();
  });
});
