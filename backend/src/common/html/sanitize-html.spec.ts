import { sanitizePostHtml } from './sanitize-html';

const UPLOAD = '/uploads/0123456789abcdef0123-640.webp';

describe('sanitizePostHtml', () => {
  it('keeps the markup a post may use', () => {
    const safe =
      '<h2>Heading</h2><h3>Sub</h3><h4>Minor</h4>' +
      '<p><strong>bold</strong> <em>it</em> <u>under</u> <s>struck</s> <code>x</code><br />next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote><pre>pre</pre><hr />' +
      '<p><a href="https://www.rsa.ie/" title="RSA">RSA</a> <a href="/blog">blog</a> ' +
      '<a href="mailto:support@ivycarinsurance.ie">mail</a> <a href="tel:+35315550142">call</a></p>' +
      `<figure><img src="${UPLOAD}" alt="A car" width="640" height="360" /><figcaption>Caption</figcaption></figure>`;
    expect(sanitizePostHtml(safe)).toBe(safe);
  });

  it('removes scripts with their content', () => {
    expect(sanitizePostHtml('<p>Hi</p><script>alert(1)</script><p>there</p>')).toBe('<p>Hi</p><p>there</p>');
    expect(sanitizePostHtml('<p>a<SCRIPT src="https://evil.example/x.js"></SCRIPT>b</p>')).toBe('<p>ab</p>');
    expect(sanitizePostHtml('<style>p{display:none}</style><p>x</p>')).toBe('<p>x</p>');
  });

  it('removes event handlers', () => {
    expect(sanitizePostHtml('<p onclick="alert(1)" onmouseover="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizePostHtml(`<img src="${UPLOAD}" onerror="alert(1)" alt="x">`)).toBe(
      `<img src="${UPLOAD}" alt="x" />`,
    );
  });

  it('removes javascript: and data: links, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x61;script:alert(1)',
      ' javascript:x',
      'java\tscript:x',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ]) {
      expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });

  it('removes style, class and id attributes', () => {
    expect(sanitizePostHtml('<p style="background:url(javascript:x)" class="c" id="i">x</p>')).toBe(
      '<p>x</p>',
    );
  });

  it('drops images that are not our uploads: data:, other hosts, protocol-relative, other paths', () => {
    for (const src of [
      'data:image/png;base64,iVBORw0KGgo=',
      'https://evil.example/a.png',
      `https://evil.example${UPLOAD}`,
      `//evil.example${UPLOAD}`,
      '/images/logo.png',
      'javascript:alert(1)',
    ]) {
      expect(sanitizePostHtml(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>ab</p>');
    }
    expect(sanitizePostHtml('<p><img alt="no source"></p>')).toBe('<p></p>');
  });

  it('keeps only numeric image sizes and always gives an alt', () => {
    expect(sanitizePostHtml(`<img src="${UPLOAD}" width="100%" height="50">`)).toBe(
      `<img src="${UPLOAD}" alt="" height="50" />`,
    );
  });

  it('lets a link open a new tab only with rel="noopener noreferrer"', () => {
    expect(sanitizePostHtml('<a href="https://a.ie" target="_blank">a</a>')).toBe(
      '<a href="https://a.ie" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(sanitizePostHtml('<a href="https://a.ie" target="_top" rel="opener">a</a>')).toBe(
      '<a href="https://a.ie">a</a>',
    );
  });

  it('removes tags that are not allowed but keeps their text', () => {
    expect(sanitizePostHtml('<h1>Big</h1><div><span>in</span></div><iframe src="https://x"></iframe>')).toBe(
      'Bigin',
    );
    expect(sanitizePostHtml('<form action="/x"><input value="v"><button>Go</button></form>')).toBe('Go');
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    const once = sanitizePostHtml(
      '<p onclick="x">a <a href="https://a.ie" target="_blank">b</a></p><script>1</script>',
    );
    expect(sanitizePostHtml(once)).toBe(once);
  });
});
