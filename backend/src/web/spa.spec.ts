import { isSpaRequest } from './spa';

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
