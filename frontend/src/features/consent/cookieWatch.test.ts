import { COOKIE_POLL_MS, isCookieSet, watchCookies } from './cookieWatch';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (name) document.cookie = `${name}=; max-age=0`;
  }
}

afterEach(() => {
  clearCookies();
  vi.useRealTimers();
});

describe('watchCookies', () => {
  it('without a Cookie Store API, polls every 300 ms and reports only changes', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const stop = watchCookies(onChange);
    expect(onChange).toHaveBeenLastCalledWith('');

    document.cookie = '_ga=GA1.1';
    vi.advanceTimersByTime(COOKIE_POLL_MS - 1);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onChange).toHaveBeenLastCalledWith('_ga=GA1.1');
    vi.advanceTimersByTime(COOKIE_POLL_MS * 3);
    expect(onChange).toHaveBeenCalledTimes(2);

    stop();
    document.cookie = '_fbp=fb.1';
    vi.advanceTimersByTime(COOKIE_POLL_MS * 3);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(COOKIE_POLL_MS).toBe(300);
  });

  it('with a Cookie Store API, listens to its change event instead of polling', () => {
    vi.useFakeTimers();
    const cookieStore = new EventTarget();
    vi.stubGlobal('cookieStore', cookieStore);
    try {
      const onChange = vi.fn();
      const stop = watchCookies(onChange);
      document.cookie = '_ga=GA1.1';
      vi.advanceTimersByTime(COOKIE_POLL_MS * 3);
      expect(onChange).toHaveBeenCalledTimes(1);

      cookieStore.dispatchEvent(new Event('change'));
      expect(onChange).toHaveBeenLastCalledWith('_ga=GA1.1');

      stop();
      document.cookie = '_fbp=fb.1';
      cookieStore.dispatchEvent(new Event('change'));
      expect(onChange).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('isCookieSet', () => {
  it('matches a listed name exactly, or by the part before a <placeholder>', () => {
    const cookie = '_ga=GA1.1; _ga_ABC123=GS1; ivy.csrf=x';
    expect(isCookieSet('_ga', cookie)).toBe(true);
    expect(isCookieSet('_ga_<measurement-id>', cookie)).toBe(true);
    expect(isCookieSet('ivy.csrf', cookie)).toBe(true);
    expect(isCookieSet('_gcl_au', cookie)).toBe(false);
    expect(isCookieSet('_ga_<measurement-id>', '_ga=GA1.1')).toBe(false);
    expect(isCookieSet('_ga', '')).toBe(false);
  });
});
