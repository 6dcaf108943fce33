import { readingMinutes, WORDS_PER_MINUTE } from './reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('readingMinutes', () => {
  it('counts the words of the text, not the markup, and rounds up', () => {
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE)}</p>`)).toBe(1);
    expect(readingMinutes(`<h2>Title</h2><p>${words(WORDS_PER_MINUTE)}</p>`)).toBe(2);
    expect(readingMinutes(`<p><a href="https://a.very.long/url/with/many/parts">${words(450)}</a></p>`)).toBe(
      3,
    );
  });

  it('is at least a minute, even for an empty body', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('<p> — </p>')).toBe(1);
  });
});
