import { startingAfterPaint } from './after-first-paint';

const HTML = `<head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/app-c.js">
    <link rel="stylesheet" crossorigin href="/assets/app-d.css">
  </head>`;

describe('startingAfterPaint', () => {
  it("puts the start script in the entry's place and drops the entry chunks' preload links", () => {
    expect(
      startingAfterPaint(
        HTML,
        '/assets/index-a.js',
        ['/assets/runtime-b.js', '/assets/app-c.js'],
        '/assets/start-e.js',
      ),
    ).toBe(`<head>
    <script type="module" crossorigin src="/assets/start-e.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/app-d.css">
  </head>`);
  });

  it('gives nothing when index.html lacks the entry script or a preload link (the build then fails)', () => {
    expect(startingAfterPaint(HTML, '/assets/index-x.js', [], '/assets/start-e.js')).toBeUndefined();
    expect(
      startingAfterPaint(HTML, '/assets/index-a.js', ['/assets/other.js'], '/assets/start-e.js'),
    ).toBeUndefined();
  });
});
