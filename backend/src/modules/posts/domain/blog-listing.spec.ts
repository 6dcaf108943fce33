import { listing, relatedTo, tagCounts, visibleNow } from './blog-listing';

const now = new Date('2025-06-01T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

const post = (
  id: string,
  fields: Partial<{
    title: string;
    excerpt: string;
    tags: string[];
    featured: boolean;
    publishAt: Date | null;
  }> = {},
) => ({
  _id: id,
  slug: id,
  title: `Post ${id}`,
  excerpt: '',
  tags: [],
  featured: false,
  publishAt: hoursAgo(1),
  ...fields,
});

describe('the public blog listing', () => {
  const newestFirst = [
    post('future', { publishAt: new Date(now.getTime() + 1000), tags: ['nct'] }),
    post('a', { publishAt: hoursAgo(1), tags: ['nct', 'winter'], title: 'Winter (ice) tips' }),
    post('b', { publishAt: hoursAgo(2), tags: ['winter'], featured: true }),
    post('c', { publishAt: hoursAgo(3), tags: ['nct'], excerpt: 'Before the NCT' }),
    post('d', { publishAt: null, tags: ['nct'] }),
  ];
  const visible = visibleNow(newestFirst, now);

  it('shows posts whose time has come, a scheduled one from that very moment', () => {
    expect(visible.map((p) => p._id)).toEqual(['a', 'b', 'c']);
    expect(visibleNow(newestFirst, new Date(now.getTime() + 1000)).map((p) => p._id)).toEqual([
      'future',
      'a',
      'b',
      'c',
    ]);
  });

  it('puts the featured post first, then the newest', () => {
    expect(listing(visible, {}).map((p) => p._id)).toEqual(['b', 'a', 'c']);
  });

  it('filters by tag and searches title and excerpt literally, case-insensitively', () => {
    expect(listing(visible, { tag: 'nct' }).map((p) => p._id)).toEqual(['a', 'c']);
    expect(listing(visible, { search: 'before the nct' }).map((p) => p._id)).toEqual(['c']);
    expect(listing(visible, { search: '(ice)' }).map((p) => p._id)).toEqual(['a']);
    expect(listing(visible, { search: '.*' })).toEqual([]);
  });

  it('relates the newest posts that share a tag, never the post itself', () => {
    expect(relatedTo(visible, { _id: 'a', tags: ['winter', 'nct'] }, 3).map((p) => p._id)).toEqual([
      'b',
      'c',
    ]);
    expect(relatedTo(visible, { _id: 'a', tags: ['winter', 'nct'] }, 1).map((p) => p._id)).toEqual(['b']);
    expect(relatedTo(visible, { _id: 'x', tags: [] }, 3)).toEqual([]);
  });

  it('counts tags, most used first, then alphabetically', () => {
    expect(tagCounts(visible)).toEqual([
      { tag: 'nct', count: 2 },
      { tag: 'winter', count: 2 },
    ]);
  });
});
