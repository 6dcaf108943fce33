import { isLiveAt, statusAt, visibleAt, withStatusAt } from './visibility';

const now = new Date('2025-06-01T12:00:00Z');
const before = new Date('2025-06-01T11:59:59Z');
const after = new Date('2025-06-01T12:00:01Z');

describe('post visibility', () => {
  it('shows published posts, and scheduled ones once their time has come', () => {
    expect(isLiveAt({ status: 'published', publishAt: before }, now)).toBe(true);
    expect(isLiveAt({ status: 'scheduled', publishAt: now }, now)).toBe(true);
    expect(isLiveAt({ status: 'scheduled', publishAt: after }, now)).toBe(false);
    expect(isLiveAt({ status: 'draft', publishAt: before }, now)).toBe(false);
    expect(isLiveAt({ status: 'published', publishAt: null }, now)).toBe(false);
  });

  it('reports a due scheduled post as published', () => {
    expect(statusAt({ status: 'scheduled', publishAt: before }, now)).toBe('published');
    expect(statusAt({ status: 'scheduled', publishAt: after }, now)).toBe('scheduled');
    expect(statusAt({ status: 'draft', publishAt: null }, now)).toBe('draft');
  });

  it('filters by the same rules', () => {
    expect(visibleAt(now)).toEqual({ status: { $in: ['published', 'scheduled'] }, publishAt: { $lte: now } });
    expect(withStatusAt('published', now)).toEqual(visibleAt(now));
    expect(withStatusAt('scheduled', now)).toEqual({ status: 'scheduled', publishAt: { $gt: now } });
    expect(withStatusAt('draft', now)).toEqual({ status: 'draft' });
  });
});
