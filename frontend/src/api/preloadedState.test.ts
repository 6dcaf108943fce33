import { PRELOADED_STATE_ID, readPreloadedState } from './preloadedState';

function embed(text: string) {
  const script = document.createElement('script');
  script.id = PRELOADED_STATE_ID;
  script.type = 'application/json';
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(PRELOADED_STATE_ID)?.remove());

describe('readPreloadedState', () => {
  it("answers the server's SWR answers and takes the element off the page", () => {
    const answer = { ok: true, message: 'OK', errors: {}, cookies: [], version: '1' };
    embed(JSON.stringify({ swr: { '/api/v1/dg-cookies/': answer } }));
    expect(readPreloadedState()).toEqual({ swr: { '/api/v1/dg-cookies/': answer } });
    expect(document.getElementById(PRELOADED_STATE_ID)).toBeNull();
  });

  it('is read once: a second read finds nothing', () => {
    embed('{"swr":{"/api/v1/cms/pages/home":{"ok":true}}}');
    readPreloadedState();
    expect(readPreloadedState()).toEqual({ swr: {} });
  });

  it('answers an empty state when the server embedded none', () => {
    expect(readPreloadedState()).toEqual({ swr: {} });
  });

  it.each([
    ['not JSON', '{"swr": '],
    ['empty', ''],
    ['JSON null', 'null'],
    ['swr not an object', '{"swr": [1, 2]}'],
    ['no swr', '{"other": {}}'],
  ])('tolerates %s, and still removes the element', (_case, text) => {
    embed(text);
    expect(readPreloadedState()).toEqual({ swr: {} });
    expect(document.getElementById(PRELOADED_STATE_ID)).toBeNull();
  });
});
