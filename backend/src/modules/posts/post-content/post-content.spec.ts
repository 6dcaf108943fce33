import { bodyFacts, cleanContent } from './post-content';

const KEY = '0123456789abcdef0123';
const OTHER = 'fedcba9876543210fedc';

describe('cleanContent', () => {
  it('keeps only the given fields, sanitising the body and normalising the tags', () => {
    expect(
      cleanContent({
        title: 'NCT',
        body: '<p onclick="x">Hi<script>1</script></p>',
        tags: ['Car Care', 'car-care', 'NCT'],
        excerpt: undefined,
      }),
    ).toEqual({ title: 'NCT', body: '<p>Hi</p>', tags: ['car-care', 'nct'] });
  });

  it('keeps a null cover, which removes it', () => {
    expect(cleanContent({ coverImage: null })).toEqual({ coverImage: null });
  });
});

describe('bodyFacts', () => {
  it('gives the reading time and every upload the body or the pending body shows', () => {
    const body = `<p>Hello</p><img src="/uploads/${KEY}-640.webp" alt="">`;
    const pending = `<img src="/uploads/${OTHER}-320.webp" alt=""><img src="/uploads/${KEY}-960.webp" alt="">`;
    expect(bodyFacts(body, pending)).toEqual({ readingMinutes: 1, inlineImages: [KEY, OTHER] });
    expect(bodyFacts('')).toEqual({ readingMinutes: 1, inlineImages: [] });
  });
});
