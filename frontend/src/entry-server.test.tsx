import { loadPages, render } from './entry-server';

beforeAll(() => loadPages());

/** The text of the page's markup, as the server sends it. */
function textOf(url: string, opened = ''): string {
  const markup = render(url, {}, opened);
  if (markup === undefined) throw new Error(`${url} is no visitor page`);
  const page = document.createElement('div');
  page.innerHTML = markup;
  return page.textContent ?? '';
}

describe('the server’s markup of a quote’s or a renewal’s page', () => {
  const QUOTE = '66a1b2c3d4e5f60718293a4b';
  const RENEWAL = '66a1b2c3d4e5f60718293a4c';

  it.each([
    `/get-a-quote/${QUOTE}?step=3`,
    `/get-a-quote/summary?quote=${QUOTE}`,
    `/get-a-quote/payment-options?quote=${QUOTE}`,
    '/get-a-quote/summary',
  ])('%s, opened in no tab of this browser, asks at once to retrieve the quote', (url) => {
    expect(textOf(url, `${RENEWAL}`)).toContain('Please retrieve your quote with its web reference.');
  });

  it.each([`/get-a-quote/${QUOTE}?step=3`, `/get-a-quote/summary?quote=${QUOTE}`])(
    '%s, opened in this browser, loads: only the tab knows its token',
    (url) => {
      const text = textOf(url, `${RENEWAL}.${QUOTE}`);
      expect(text).not.toContain('retrieve your quote');
      expect(text).toContain('Loading');
    },
  );

  it.each([`/renewals/${RENEWAL}`, `/renewals/${RENEWAL}/payment-options`, `/renewals/${RENEWAL}/payment`])(
    '%s, opened in no tab of this browser, asks at once to find the renewal',
    (url) => {
      expect(textOf(url, QUOTE)).toContain('Please find your renewal with your policy number');
    },
  );

  it('loads a renewal the address brings the token of (an invitation link)', () => {
    const text = textOf(`/renewals/${RENEWAL}?token=from-the-invitation`);
    expect(text).not.toContain('Please find your renewal');
    expect(text).toContain('Loading your renewal');
  });

  it('ignores what is no record id in the cookie', () => {
    expect(textOf(`/get-a-quote/summary?quote=${QUOTE}`, `<b>.${QUOTE}x`)).toContain(
      'Please retrieve your quote',
    );
  });
});
