import { postBodyHtml, variantsOf } from './postHtml';

describe('variantsOf', () => {
  it('lists the standard widths up to the one a file name gives', () => {
    expect(variantsOf('/uploads/0123456789abcdef0123-1000.webp').map((v) => v.width)).toEqual([
      320, 640, 960, 1000,
    ]);
    expect(variantsOf('/uploads/0123456789abcdef0123-320.webp')).toEqual([
      { url: '/uploads/0123456789abcdef0123-320.webp', width: 320 },
    ]);
  });

  it('knows nothing of other addresses', () => {
    expect(variantsOf('https://example.com/a-640.webp')).toEqual([]);
    expect(variantsOf('/uploads/short-640.webp')).toEqual([]);
  });
});

describe('postBodyHtml', () => {
  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<iframe src="https://evil.example"></iframe><p>b</p>', '<p>b</p>'],
    ['<svg><script>alert(1)</script></svg>', '<svg></svg>'],
  ])('%s becomes %s', (html, expected) => {
    expect(postBodyHtml(html)).toBe(expected);
  });

  it('keeps a new-tab link, always without the opener', () => {
    expect(postBodyHtml('<a href="https://rsa.ie" target="_blank">RSA</a>')).toBe(
      '<a href="https://rsa.ie" target="_blank" rel="noopener noreferrer">RSA</a>',
    );
  });
});
