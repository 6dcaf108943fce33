import { isPageRequest, isSpaRequest } from './spa';

describe('isSpaRequest', () => {
  it.each([
    ['GET', '/', true],
    ['GET', '/blog/post/abc', true],
    ['HEAD', '/renewals', true],
    ['GET', '/apiary', true],
    ['GET', '/api/v1/health', false],
    ['GET', '/api', false],
    ['GET', '/uploads/x.webp', false],
    ['GET', '/payments/sandbox/123', false],
    ['GET', '/documents/terms-of-business.pdf', false],
    ['POST', '/contact', false],
  ])('%s %s -> %s', (method, path, expected) => {
    expect(isSpaRequest({ method, path })).toBe(expected);
  });
});

describe('isPageRequest', () => {
  it.each([
    ['/', true],
    ['/help-contact/faq', true],
    ['/nope', true],
    ['/blog/post/first-drive', true],
    ['/assets/index-abc.js', false],
    ['/assets/nope', false],
    ['/assets/index-abc.js.map', false],
    ['/favicon.svg', false],
    ['/images/home/hero.webp', false],
    ['/fonts/Inter.woff2', false],
    ['/styles.CSS', false],
    ['/api/v1/health', false],
  ])('GET %s -> %s', (path, expected) => {
    expect(isPageRequest({ method: 'GET', path })).toBe(expected);
  });
});
