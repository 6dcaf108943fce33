import fc from 'fast-check';
import { PRELOADED_STATE_ID, preloadPaths, scriptSafeJson, withPreloadedState } from './preloaded-state';

describe('scriptSafeJson', () => {
  it('escapes what could end a script element or confuse a parser', () => {
    const json = scriptSafeJson({ body: '</script><!-- & \u2028\u2029 -->' });
    expect(json).toBe('{"body":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029 --\\u003e"}');
  });

  it('reads back as the same value, with no <, >, & or line separator left', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const json = scriptSafeJson(value);
        expect(json).not.toMatch(/[<>&\u2028\u2029]/);
        expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('withPreloadedState', () => {
  const state = { swr: { '/api/v1/x': { ok: true } } };
  const element = `<script id="${PRELOADED_STATE_ID}" type="application/json">{"swr":{"/api/v1/x":{"ok":true}}}</script>`;

  it('puts the element just before </head>', () => {
    expect(withPreloadedState('<html><head><title>t</title></head><body></body></html>', state)).toBe(
      `<html><head><title>t</title>${element}</head><body></body></html>`,
    );
  });

  it('falls back to the end of the body, then to the end of the document', () => {
    expect(withPreloadedState('<body><div></div></BODY>', state)).toBe(`<body><div></div>${element}</BODY>`);
    expect(withPreloadedState('<div></div>', state)).toBe(`<div></div>${element}`);
  });

  it('inserts text literally, even with $ patterns', () => {
    const tricky = { swr: { a: "$' $` $1" } };
    expect(withPreloadedState('<head></head>', tricky)).toContain("$' $` $1");
  });
});

describe('preloadPaths', () => {
  const cookies = '/api/v1/dg-cookies/';
  const competition = '/api/v1/cms/pages/competition';
  const cms = (page: string) => `/api/v1/cms/pages/${page}`;

  it.each([
    ['/', [cookies, competition, cms('home')]],
    ['/why-ivy', [cookies, competition, cms('why')]],
    ['/why-ivy/', [cookies, competition, cms('why')]],
    ['/learner-driver-insurance', [cookies, competition, cms('learner-driver-insurance')]],
    ['/help-contact/help-centre', [cookies, competition, cms('help-centre')]],
    ['/help-contact/policy-change', [cookies, competition, cms('policy-change')]],
    ['/help-contact/faq', [cookies, competition, '/api/v1/content/faqs']],
    ['/help-contact/jargon-buster', [cookies, competition, '/api/v1/content/jargon']],
    ['/terms-of-business', [cookies, competition, cms('terms-of-business')]],
    ['/about/cfm', [cookies, competition, cms('about-cfm')]],
    // A fresh visit to the quote lands on the assumptions: their text comes with the page.
    ['/get-a-quote', [cookies, competition, cms('assumptions')]],
    ['/about/careers', [cookies, competition, cms('careers')]],
    [
      '/basketball-ireland-exclusive-offers',
      [cookies, competition, cms('basketball-ireland-exclusive-offers')],
    ],
    ['/blog', [cookies, competition, '/api/v1/posts/blog', '/api/v1/posts/blog/tags']],
    ['/blog/post/abc', [cookies, competition, '/api/v1/posts/blog/post/abc']],
    ['/blog/post/fish%20%26%20chips', [cookies, competition, '/api/v1/posts/blog/post/fish%20%26%20chips']],
    ['/blog/post/%E0%A4%A', [cookies, competition]],
    ['/admin', [cookies]],
    ['/admin/cms/123', [cookies]],
    ['/verifypasswordreset', [cookies]],
  ])('%s', (path, expected) => {
    expect(preloadPaths(path, 'ivy')).toEqual(expected);
  });

  it('maps /why-<product> by the brand, not a fixed slug', () => {
    expect(preloadPaths('/why-ivy', 'oak')).toEqual([cookies, competition]);
    expect(preloadPaths('/why-oak', 'oak')).toEqual([cookies, competition, cms('why')]);
  });
});
