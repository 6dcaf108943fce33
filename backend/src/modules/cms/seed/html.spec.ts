import { a, html, htmlSafe, ol, p, strong, ul } from './html';
import { isAllowedHtml } from '#src/common/html/html-allowlist';
import { mapStrings } from './map-strings';

describe('html builders', () => {
  it('escapes every string of a nested value and leaves the rest alone', () => {
    const safe = htmlSafe({ name: 'A & B', phones: ['<1>'], count: 2, nested: { ok: true } });
    expect(safe).toEqual({ name: 'A &amp; B', phones: ['&lt;1&gt;'], count: 2, nested: { ok: true } });
  });

  it('builds markup that passes the allow-list', () => {
    const body = html(p(`Call ${strong('01 000 0000')}`), ul(['one', a('/faq', 'two')]), ol(['three']));
    expect(body).toBe(
      '<p>Call <strong>01 000 0000</strong></p><ul><li>one</li><li><a href="/faq">two</a></li></ul><ol><li>three</li></ol>',
    );
    expect(isAllowedHtml(body)).toBe(true);
  });
});

describe('mapStrings', () => {
  it('passes each string its dotted path, through arrays too', () => {
    const paths: string[] = [];
    mapStrings({ a: 'x', b: { c: ['y', 'z'] } }, (text, path) => {
      paths.push(path);
      return text;
    });
    expect(paths).toEqual(['a', 'b.c.0', 'b.c.1']);
  });
});
