import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tempDir } from '../../test/harness/temp-dir';
import { loadPageMarkup, renderingBuildOf, withPageMarkup } from './page-markup';

describe('withPageMarkup', () => {
  it("puts the page's markup in #root, naming its chunk files for the script that starts the app", () => {
    const html = withPageMarkup('<body><div id="root"></div></body>', '<h1>Hi & bye</h1>', [
      '/assets/a.js',
      '/assets/b.js',
    ]);
    expect(html).toBe(
      '<body><div id="root" data-page-scripts="/assets/a.js /assets/b.js"><h1>Hi & bye</h1></div></body>',
    );
  });
});

describe('loadPageMarkup', () => {
  const root = tempDir('ivy-markup-');
  const dist = path.join(root, 'dist');

  /** A rendering build that counts its renders (the process loads it once) and fails for /broken. */
  function writeBuild(): void {
    mkdirSync(path.dirname(renderingBuildOf(dist)), { recursive: true });
    writeFileSync(
      renderingBuildOf(dist),
      `let renders = 0;
       exports.loadPages = async () => {};
       exports.render = (url, preloaded, opened) => {
         if (url === '/broken') throw new Error('no window');
         if (url.startsWith('/admin')) return undefined;
         renders += 1;
         return '<p>' + url + ' ' + JSON.stringify(preloaded) + opened + ' #' + renders + '</p>';
       };`,
    );
  }

  it('gives no markup without a rendering build', async () => {
    await expect(loadPageMarkup(dist)).resolves.toBeUndefined();
  });

  it('renders a page from its answers, reusing the markup for the same page and answers', async () => {
    writeBuild();
    const markup = (await loadPageMarkup(dist))!;
    expect(markup('/blog', { a: 1 }, '')).toBe('<p>/blog {"a":1} #1</p>');
    expect(markup('/blog', { a: 1 }, '')).toBe('<p>/blog {"a":1} #1</p>');
    expect(markup('/blog', { a: 2 }, '')).toBe('<p>/blog {"a":2} #2</p>');
  });

  it('renders a page apart for each list of opened records, which the page may depend on', async () => {
    writeBuild();
    const markup = (await loadPageMarkup(dist))!;
    const without = markup('/renewals/1', {}, '');
    expect(markup('/renewals/1', {}, '1.2')).toMatch(/^<p>\/renewals\/1 \{\}1\.2 #\d+<\/p>$/);
    expect(markup('/renewals/1', {}, '')).toBe(without);
  });

  it('renders an address with a query afresh each time (it may carry a token), and keeps none', async () => {
    writeBuild();
    const markup = (await loadPageMarkup(dist))!;
    const first = markup('/renewals/1?token=t', {}, '');
    expect(first).toMatch(/^<p>\/renewals\/1\?token=t \{\} #\d+<\/p>$/);
    expect(markup('/renewals/1?token=t', {}, '')).not.toBe(first);
  });

  it('gives no markup for a page the build does not render, or whose render fails', async () => {
    writeBuild();
    const markup = (await loadPageMarkup(dist))!;
    expect(markup('/admin/user', {}, '')).toBeUndefined();
    expect(markup('/broken', {}, '')).toBeUndefined();
  });
});
