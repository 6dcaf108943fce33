import type { BlogCard, BlogPage, BlogPost } from '../../api/posts';

const variants = (key: string, widths: number[]) =>
  widths.map((width) => ({
    width,
    height: (width * 9) / 16,
    url: `/uploads/${key}-${width}.webp`,
    bytes: 1,
  }));

export function card(title: string, fields: Partial<BlogCard> = {}): BlogCard {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    _id: `id-${slug}`,
    title,
    slug,
    excerpt: `About ${title}.`,
    cover: {
      _id: `u-${slug}`,
      src: `/uploads/${slug}-960.webp`,
      width: 1600,
      height: 900,
      alt: `Cover of ${title}`,
      variants: variants(slug, [320, 640, 960, 1280, 1600]),
    },
    tags: ['saving-money'],
    author: { name: 'Aoife Byrne' },
    publishAt: '2026-11-11T09:00:00.000Z',
    featured: false,
    readingMinutes: 3,
    ...fields,
  };
}

export function blogPage(items: BlogCard[], paging: Partial<BlogPage> = {}): BlogPage {
  return {
    ok: true,
    message: 'OK',
    errors: {},
    items,
    data: items,
    page: 0,
    page_size: 12,
    total_pages: 1,
    total_items: items.length,
    ...paging,
  };
}

export function blogPost(title: string, fields: Partial<BlogPost> = {}): BlogPost {
  return {
    ...card(title),
    body: '<p>Body text.</p>',
    seoTitle: '',
    seoDescription: '',
    updatedAt: '2026-11-11T09:00:00.000Z',
    ...fields,
  };
}
