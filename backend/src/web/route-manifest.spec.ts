import { matchRoute } from './route-manifest';

const routes = [
  { path: '/' },
  { path: '/blog' },
  { path: '/blog/post/:id' },
  { path: '/get-a-quote/:id' },
  { path: '/get-a-quote/summary' },
  { path: '/renewals/:id/payment/success' },
];

describe('matchRoute', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/', '/blog'],
    ['/blog/post/abc', '/blog/post/:id'],
    ['/get-a-quote/summary', '/get-a-quote/summary'],
    ['/get-a-quote/Q123', '/get-a-quote/:id'],
    ['/renewals/r1/payment/success', '/renewals/:id/payment/success'],
  ])('%s shows %s', (pagePath, expected) => {
    expect(matchRoute(routes, pagePath)?.path).toBe(expected);
  });

  it.each(['/nowhere', '/blog/post', '/blog/post/a/b'])('%s matches no route', (pagePath) => {
    expect(matchRoute(routes, pagePath)).toBeUndefined();
  });
});
