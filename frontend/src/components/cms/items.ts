import type { components } from '@ivy/api-client';
import type { CmsPage } from '../../api/cms';

type Schemas = components['schemas'];

/**
 * The generated client names each item's `kind` after its schema ('TestimonialItemDto'): the API's
 * discriminator has no mapping. The API sends the short kinds below, so these types say what arrives.
 */
type Item<Schema, Kind extends string> = Omit<Schema, 'kind'> & { kind: Kind };

export type TestimonialItem = Item<Schemas['TestimonialItemDto'], 'testimonial'>;
export type TeamItem = Item<Schemas['TeamItemDto'], 'team'>;
export type FeatureItem = Item<Schemas['FeatureItemDto'], 'feature'>;
export type StepItem = Item<Schemas['StepItemDto'], 'step'>;
export type ContactItem = Item<Schemas['ContactItemDto'], 'contact'>;
export type CmsItem = TestimonialItem | TeamItem | FeatureItem | StepItem | ContactItem;
export type CmsItemKind = CmsItem['kind'];

export type CmsSectionData = Omit<CmsPage['sections'][number], 'items'> & { items: CmsItem[] };

/** A page's sections with their items typed as the API sends them. */
export const sectionsOf = (page: CmsPage): CmsSectionData[] => page.sections as unknown as CmsSectionData[];

/** Consecutive items of one kind, which render together as one list or grid. */
export type ItemRun = {
  [K in CmsItemKind]: { kind: K; items: Extract<CmsItem, { kind: K }>[] };
}[CmsItemKind];

export function runsOf(items: readonly CmsItem[]): ItemRun[] {
  const runs: { kind: CmsItemKind; items: CmsItem[] }[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last?.kind === item.kind) last.items.push(item);
    else runs.push({ kind: item.kind, items: [item] });
  }
  return runs as ItemRun[];
}

/** Only the link schemes the API allows on items; anything else renders as plain text. */
export const safeHref = (href: string | undefined) =>
  href && /^(tel:|mailto:|https:|\/(?!\/))/.test(href) ? href : undefined;
