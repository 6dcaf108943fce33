import { htmlViolations, isAllowedHtml } from './html-allowlist';

describe('htmlViolations', () => {
  it.each([
    ['plain text', 'Just words &amp; more words'],
    [
      'every allowed element',
      '<h2>A</h2><h3>B</h3><p><strong>c</strong> <em>d</em><br>e<br/></p><ol><li>f</li></ol>',
    ],
    ['a site-relative link', '<p><a href="/help-contact/faq">FAQs</a></p>'],
    ['an https link with a query', '<a href="https://example.ie/x?a=1&amp;b=2">x</a>'],
    ['a fragment link', '<a href="#rights">rights</a>'],
    ['nested lists', '<ul><li>a<ul><li>b</li></ul></li></ul>'],
  ])('allows %s', (_name, html) => {
    expect(htmlViolations(html)).toEqual([]);
    expect(isAllowedHtml(html)).toBe(true);
  });

  it.each([
    ['a script element', '<script>alert(1)</script>', '<script> is not allowed'],
    ['an image', '<img src="/x.png">', '<img> is not allowed'],
    ['an h1', '<h1>Title</h1>', '<h1> is not allowed'],
    ['an upper-case tag', '<P>x</P>', '<P> is not allowed'],
    ['an event handler', '<p onclick="x()">x</p>', '<p> may not have the attribute onclick'],
    ['a style attribute on a link', '<a href="/" style="x">x</a>', '<a> may not have the attribute style'],
    ['a javascript link', '<a href="javascript:alert(1)">x</a>', 'neither https nor site-relative'],
    ['an entity-encoded scheme', '<a href="javascript&colon;alert(1)">x</a>', 'entity other than &amp;'],
    ['a plain http link', '<a href="http://example.ie">x</a>', 'neither https nor site-relative'],
    ['a protocol-relative link', '<a href="//evil.example">x</a>', 'neither https nor site-relative'],
    ['a mailto link', '<a href="mailto:a@b.ie">x</a>', 'neither https nor site-relative'],
    ['a whitespace-split scheme', '<a href="java\tscript:x">x</a>', 'neither https nor site-relative'],
    ['a link without href', '<a>x</a>', '<a> needs an href'],
    ['an unquoted attribute', '<a href=/x>x</a>', 'malformed attributes'],
    ['a comment', '<!-- hidden --><p>x</p>', 'raw "<"'],
    ['a raw less-than sign', '<p>1 < 2</p>', 'raw "<"'],
    ['an unclosed element', '<p><strong>x</p>', '</p> does not close the open element'],
    ['a never-closed element', '<p>x', '<p> is never closed'],
    ['a stray closing tag', 'x</em>', '</em> does not close the open element'],
    ['a list item outside a list', '<li>x</li>', '<li> outside a list'],
    ['a self-closed paragraph', '<p/>', 'malformed attributes'],
  ])('rejects %s', (_name, html, problem) => {
    expect(htmlViolations(html).join('\n')).toContain(problem);
    expect(isAllowedHtml(html)).toBe(false);
  });
});
