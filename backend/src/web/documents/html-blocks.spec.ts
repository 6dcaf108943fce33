import { decodeEntities, htmlToBlocks } from './html-blocks';

const SITE = 'https://www.example.ie';

describe('htmlToBlocks', () => {
  it('reads paragraphs and headings, decoding entities and collapsing whitespace', () => {
    expect(
      htmlToBlocks('<h2>About   us</h2><p>Smith &amp; Daughters,\n <strong>Dublin</strong>.</p>', SITE),
    ).toEqual([
      { kind: 'heading', text: 'About us' },
      { kind: 'paragraph', text: 'Smith & Daughters, Dublin.' },
    ]);
  });

  it('numbers ordered lists, bullets unordered ones, and nests them', () => {
    expect(htmlToBlocks('<ol><li>one</li><li>two<ul><li>inner</li></ul></li></ol>', SITE)).toEqual([
      { kind: 'item', text: 'one', depth: 1, marker: '1.' },
      { kind: 'item', text: 'two', depth: 1, marker: '2.' },
      { kind: 'item', text: 'inner', depth: 2, marker: '•' },
    ]);
  });

  it('gives each link its address, made absolute, unless the text already says it', () => {
    const html =
      '<p>See our <a href="/privacy-policy">privacy policy</a>, <a href="https://www.fspo.ie">www.fspo.ie</a> ' +
      'and <a href="https://x.ie/?a=1&amp;b=2">this</a> or <a href="#top">the top</a>.</p>';
    expect(htmlToBlocks(html, SITE)[0].text).toBe(
      `See our privacy policy (${SITE}/privacy-policy), www.fspo.ie and this (https://x.ie/?a=1&b=2) or the top.`,
    );
  });

  it('keeps line breaks', () => {
    expect(htmlToBlocks('<p>Ivy House<br>Dublin 2</p>', SITE)).toEqual([
      { kind: 'paragraph', text: 'Ivy House\nDublin 2' },
    ]);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;&gt;&quot;&#39;&#x20AC;&#8217;&nbsp;&bogus;')).toBe('<>"\'€’ &bogus;');
  });
});
