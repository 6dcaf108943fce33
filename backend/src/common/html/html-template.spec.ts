import { escapeHtml, markup, trustedHtml } from './html-template';

describe('the HTML escape', () => {
  it('escapes the five characters that end an element or a quoted attribute', () => {
    expect(escapeHtml(`Smith & Daughters <b>"quoted"</b> 'single'`)).toBe(
      'Smith &amp; Daughters &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; &#39;single&#39;',
    );
  });

  it('leaves other text as it is', () => {
    expect(escapeHtml('Aoife Ní Bhriain: €1,000.00')).toBe('Aoife Ní Bhriain: €1,000.00');
  });
});

describe('the markup template', () => {
  it('escapes every interpolated value, in text and in attributes', () => {
    const name = '"><script>alert(1)</script>';
    const written = markup`<a href="${`https://x.ie/?q=${name}`}" title='${"it's"}'>${name}</a>`;
    expect(written.value).toBe(
      '<a href="https://x.ie/?q=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" title=\'it&#39;s\'>' +
        '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;</a>',
    );
  });

  it('keeps fragments it built, and markup explicitly trusted, as they are', () => {
    const items = ['a & b', 'c'].map((item) => markup`<li>${item}</li>`);
    expect(markup`<ul>${items}</ul>${trustedHtml('<br>')}`.value).toBe(
      '<ul><li>a &amp; b</li><li>c</li></ul><br>',
    );
  });

  it('leaves out nothing-values and writes numbers', () => {
    expect(markup`<p>${false}${undefined}${null}${3}</p>`.value).toBe('<p>3</p>');
  });
});
