import { blankItem, itemsToSave, likelyKind, nestedErrors } from './cmsItems';

describe('CMS item helpers', () => {
  it('starts a new item with its required fields empty', () => {
    expect(blankItem('step')).toEqual({ kind: 'step', title: '', text: '' });
    expect(blankItem('testimonial')).toEqual({ kind: 'testimonial', content: '', name: '', rating: 5 });
    expect(blankItem('contact')).toEqual({ kind: 'contact', label: '', value: '' });
  });

  it("offers the kind of a section's last item, or a feature for an empty section", () => {
    expect(likelyKind([blankItem('step'), blankItem('team')])).toBe('team');
    expect(likelyKind([])).toBe('feature');
  });

  it('leaves blank optional fields out of a save', () => {
    expect(itemsToSave([{ kind: 'contact', label: 'Phone', value: '01 555', href: '' }])).toEqual([
      { kind: 'contact', label: 'Phone', value: '01 555' },
    ]);
  });

  it("nests the API's dotted field names for react-final-form", () => {
    expect(nestedErrors({ title: 'Required', 'items.1.name': 'Required' })).toEqual({
      title: 'Required',
      items: [undefined, { name: 'Required' }],
    });
    expect(nestedErrors(undefined)).toBeUndefined();
  });
});
