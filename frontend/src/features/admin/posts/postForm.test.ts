import {
  autosaveBodyOf,
  autosaveKey,
  formValuesOf,
  localDateTimeInput,
  saveBodyOf,
  tagSlug,
} from './postForm';
import { post } from './postsFixtures';

describe('formValuesOf', () => {
  it("shows a post's own fields, its cover with a srcset", () => {
    const values = formValuesOf(post('NCT checklist', { tags: ['nct'], coverImageAlt: 'A test centre' }));
    expect(values).toMatchObject({
      title: 'NCT checklist',
      slug: 'nct-checklist',
      body: '<p>Body text.</p>',
      tags: ['nct'],
      coverImageAlt: 'A test centre',
      featured: false,
    });
    expect(values.cover?.id).toBe('u-nct-checklist');
    expect(values.cover?.image?.srcSet).toContain('/uploads/nct-checklist-640.webp 640w');
  });

  it('puts pending changes on top, a changed cover known by id only', () => {
    const values = formValuesOf(
      post('Live post', {
        status: 'published',
        draftChanges: { title: 'Better title', body: '<p>New</p>', coverImage: 'u-other' },
      }),
    );
    expect(values).toMatchObject({ title: 'Better title', body: '<p>New</p>', excerpt: 'About Live post.' });
    expect(values.cover).toEqual({ id: 'u-other' });
    expect(formValuesOf(post('No cover', { draftChanges: { coverImage: null } })).cover).toBeNull();
  });
});

describe('request bodies', () => {
  const values = { ...formValuesOf(post('Title')), title: '  Spaced  ', slug: ' ', featured: true };

  it('autosave sends content only', () => {
    expect(autosaveBodyOf(values)).toEqual({
      title: 'Spaced',
      excerpt: 'About Title.',
      body: '<p>Body text.</p>',
      coverImage: 'u-title',
      coverImageAlt: '',
      tags: ['saving-money'],
      seoTitle: '',
      seoDescription: '',
    });
  });

  it('a save sends the featured flag, and the slug unless blank', () => {
    expect(saveBodyOf(values)).toMatchObject({ title: 'Spaced', featured: true });
    expect(saveBodyOf(values)).not.toHaveProperty('slug');
    expect(saveBodyOf({ ...values, slug: 'my-post' })).toMatchObject({ slug: 'my-post' });
  });

  it('the autosave key ignores what autosave does not send', () => {
    expect(autosaveKey({ ...values, slug: 'x', featured: false })).toBe(autosaveKey(values));
    expect(autosaveKey({ ...values, body: '<p>Other</p>' })).not.toBe(autosaveKey(values));
  });
});

describe('tagSlug', () => {
  it.each([
    ['Learner Drivers', 'learner-drivers'],
    ['  Fáilte!  ', 'failte'],
    ['NCT', 'nct'],
    ['--', ''],
  ])('%s -> %s', (text, expected) => {
    expect(tagSlug(text)).toBe(expected);
  });
});

describe('localDateTimeInput', () => {
  it('writes the local time to the second, as datetime-local reads it', () => {
    const at = new Date(2026, 10, 21, 9, 5, 7);
    expect(localDateTimeInput(at)).toBe('2026-11-21T09:05:07');
    expect(new Date(localDateTimeInput(at)).getTime()).toBe(at.getTime());
  });
});
