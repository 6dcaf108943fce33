import { setIn } from 'final-form';
import type { CmsItem, CmsItemKind } from '#src/components/cms/items';

export type { CmsItem, CmsItemKind };

/** One field of an item as the editor shows it. */
export interface ItemField {
  name: string;
  label: string;
  max: number;
  multiline?: boolean;
  optional?: boolean;
  /** A fixed list of values (testimonial stars); numbers are sent as numbers. */
  choices?: readonly number[];
  hint?: string;
}

interface ItemKind {
  label: string;
  fields: readonly ItemField[];
}

/** Each kind of item, its fields labelled as staff know them; the limits are the API's. */
export const ITEM_KINDS: Record<CmsItemKind, ItemKind> = {
  testimonial: {
    label: 'Testimonial',
    fields: [
      { name: 'content', label: 'Quote', max: 1000, multiline: true },
      { name: 'name', label: 'Customer name', max: 100 },
      { name: 'rating', label: 'Stars', max: 3, choices: [4, 4.5, 5] },
    ],
  },
  team: {
    label: 'Team block',
    fields: [
      { name: 'header', label: 'Heading', max: 120 },
      { name: 'image', label: 'Image address', max: 300, hint: 'e.g. /images/team/claims.jpg or an upload' },
      { name: 'imageAlt', label: 'Image description (alt text)', max: 250 },
      { name: 'content', label: 'Text', max: 1000, multiline: true },
      { name: 'buttonText', label: 'Button text', max: 60 },
      { name: 'buttonUrl', label: 'Button link', max: 300, hint: 'A page of this site (/…) or https://…' },
    ],
  },
  feature: {
    label: 'Feature',
    fields: [
      { name: 'title', label: 'Title', max: 120 },
      { name: 'text', label: 'Text', max: 1000, multiline: true },
      { name: 'icon', label: 'Icon name', max: 40, optional: true },
    ],
  },
  step: {
    label: 'Step',
    fields: [
      { name: 'title', label: 'Title', max: 120 },
      { name: 'text', label: 'Text', max: 1000, multiline: true },
    ],
  },
  contact: {
    label: 'Contact detail',
    fields: [
      { name: 'label', label: 'Label', max: 80 },
      { name: 'value', label: 'Value', max: 200 },
      { name: 'href', label: 'Link', max: 300, optional: true, hint: 'tel:, mailto:, https:// or /…' },
    ],
  },
};

export const KIND_NAMES = Object.keys(ITEM_KINDS) as CmsItemKind[];

/** A new item of a kind, its fields not yet filled in (a testimonial starts at five stars). */
export function blankItem(kind: CmsItemKind): CmsItem {
  return { kind, ...(kind === 'testimonial' ? { rating: 5 } : {}) } as CmsItem;
}

/** The kind a new item of a section most likely is: that of its last item. */
export function likelyKind(items: readonly CmsItem[]): CmsItemKind {
  return items.at(-1)?.kind ?? 'feature';
}

/** Items as the API takes them: blank optional fields left out rather than sent empty. */
export function itemsToSave(items: readonly CmsItem[]): CmsItem[] {
  return items.map(
    (item) =>
      Object.fromEntries(
        Object.entries(item).filter(([, value]) => value !== undefined && value !== null && value !== ''),
      ) as CmsItem,
  );
}

/**
 * The API names fields of nested items with dots (`items.0.name`); react-final-form wants its
 * submission errors nested as the values are, so each message is set at its path.
 */
export function nestedErrors(flat: Record<string, string> | undefined): Record<string, unknown> | undefined {
  if (!flat) return undefined;
  return Object.entries(flat).reduce<Record<string, unknown>>(
    (nested, [path, message]) => setIn(nested, path, message) as Record<string, unknown>,
    {},
  );
}
