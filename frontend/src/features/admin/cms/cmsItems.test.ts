import { blankItem, itemsToSave, likelyKind, nestedErrors } from './cmsItems';

describe('CMS item helpers', () => {
  it('starts a new item with nothing filled in but its kind (and five stars for a testimonial)', () => {
    expect(blankItem('step')).toEqual({ kind: 'step' });
    expect(blankItem('testimonial')).toEqual({ kind: 'testimonial', rating: 5 });
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
