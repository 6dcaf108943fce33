// Blog budgets: the public blog list over 1,000 posts, and the image a 375 px wide card downloads.
// Posts are written straight into the app's database, with the demo covers (seeded by the app).
import { performance } from 'node:perf_hooks';
import { MongoClient } from 'mongodb';
import { percentile } from './measure.mjs';

const POSTS = 1_000;
const REQUESTS = 200;
const WARM_UP = 10;
const CARD_WIDTH = 375;
const TAGS = [
  'learner-drivers',
  'saving-money',
  'nct',
  'car-maintenance',
  'penalty-points',
  'road-safety',
  'winter',
  'travel',
  'cover',
  'no-claims-bonus',
];

/** About 600 words of the markup the editor produces. @param {number} i */
function body(i) {
  const paragraph = `<p>Paragraph about driving in Ireland, number ${i}: insurance, the NCT, penalty points and winter tyres, with a <a href="https://www.rsa.ie" target="_blank" rel="noopener noreferrer">link</a> and <strong>some emphasis</strong> for good measure.</p>`;
  return `<h2>Post ${i}</h2>${paragraph.repeat(20)}<ul><li>One</li><li>Two</li></ul>`;
}

/** @param {string} uri */
async function seedPosts(uri) {
  const client = await MongoClient.connect(uri);
  try {
    const db = client.db();
    const covers = await db
      .collection('uploads')
      .find({}, { projection: { _id: 1 } })
      .toArray();
    if (covers.length === 0) throw new Error('no demo covers in the uploads collection (is SEED_DEMO on?)');
    const start = Date.now() - POSTS * 3_600_000;
    const posts = Array.from({ length: POSTS }, (_, i) => {
      const at = new Date(start + i * 3_600_000);
      const day = at.toISOString().slice(0, 10);
      return {
        title: `Bench post ${i}: cutting the cost of cover`,
        slug: `bench-post-${i}`,
        excerpt: `Excerpt of bench post ${i}, a couple of sentences long, as on a real blog card.`,
        body: body(i),
        coverImage: covers[i % covers.length]._id,
        coverImageAlt: '',
        tags: [TAGS[i % TAGS.length], TAGS[(i * 7 + 3) % TAGS.length]],
        author: { id: 'bench', name: 'Bench Writer' },
        status: i % 10 === 0 ? 'draft' : 'published',
        publishAt: i % 10 === 0 ? null : at,
        featured: false,
        seoTitle: '',
        seoDescription: '',
        readingMinutes: 3,
        inlineImages: [],
        draftChanges: null,
        draftChangesAt: null,
        createdDay: day,
        createdWeek: '2026-W01',
        createdMonth: day.slice(0, 7),
        publishedDay: i % 10 === 0 ? null : day,
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.collection('posts').insertMany(posts, { ordered: false });
    // Written behind the app's back, so announce the change as the app's own writes do.
    /** @type {import('mongodb').Collection<{ _id: string, version: string }>} */
    const stamps = db.collection('blog_state');
    await stamps.updateOne({ _id: 'posts' }, { $set: { version: 'bench' } }, { upsert: true });
  } finally {
    await client.close();
  }
}

/** @param {string} baseUrl @param {(i: number) => string} query */
async function listLatencies(baseUrl, query) {
  /** @type {number[]} */
  const samples = [];
  /** @type {any} */
  let firstPage;
  for (let i = 0; i < REQUESTS + WARM_UP; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/v1/posts/blog?${query(i)}`);
    const answer = await res.json();
    if (res.status !== 200)
      throw new Error(`blog list: ${res.status} ${JSON.stringify(answer).slice(0, 200)}`);
    if (i >= WARM_UP) samples.push(performance.now() - started);
    firstPage ??= answer;
  }
  return { samples, firstPage };
}

/**
 * The variant a browser downloads for a card `cssWidth` wide given `srcset` with the variants' widths:
 * the narrowest at least as wide as the device pixels needed, else the widest there is.
 * @param {{ width: number }[]} variants @param {number} cssWidth @param {number} dpr
 */
function chosenWidth(variants, cssWidth, dpr) {
  const needed = cssWidth * dpr;
  const wide = variants.filter((v) => v.width >= needed);
  return wide.length > 0 ? wide[0].width : variants[variants.length - 1].width;
}

/** @param {{ baseUrl: string, databaseUri: string }} app */
export async function run(app) {
  await seedPosts(app.databaseUri);
  const firstPages = await listLatencies(app.baseUrl, () => 'page=0');
  const anyPage = await listLatencies(app.baseUrl, (i) => `page=${(i * 7) % 75}`);
  const byTag = await listLatencies(app.baseUrl, (i) => `tag=${TAGS[i % TAGS.length]}`);
  const search = await listLatencies(app.baseUrl, (i) => `search=post ${i % 100}`);
  if (firstPages.firstPage.total_items < POSTS * 0.9)
    throw new Error(`blog list: only ${firstPages.firstPage.total_items} posts`);

  const covers = firstPages.firstPage.items.flatMap((/** @type {any} */ p) => (p.cover ? [p.cover] : []));
  const at1x = Math.max(...covers.map((/** @type {any} */ c) => chosenWidth(c.variants, CARD_WIDTH, 1)));
  const at2x = Math.max(...covers.map((/** @type {any} */ c) => chosenWidth(c.variants, CARD_WIDTH, 2)));
  const p95 = (/** @type {number[]} */ s) => Math.round(percentile(s, 95));
  return [
    {
      name: 'blog list p95, page 0 (1,000 posts)',
      value: p95(firstPages.samples),
      unit: 'ms',
      budget: '<= 50',
      ok: percentile(firstPages.samples, 95) <= 50,
    },
    {
      name: 'blog list p95, any page (1,000 posts)',
      value: p95(anyPage.samples),
      unit: 'ms',
      budget: '<= 50',
      ok: percentile(anyPage.samples, 95) <= 50,
    },
    { name: 'blog list p95, tag filter (1,000 posts)', value: p95(byTag.samples), unit: 'ms' },
    { name: 'blog list p95, search (1,000 posts)', value: p95(search.samples), unit: 'ms' },
    {
      name: `blog card image at ${CARD_WIDTH} px, 1x screen (largest served)`,
      value: at1x,
      unit: 'px',
      budget: `<= ${2 * CARD_WIDTH}`,
      ok: at1x <= 2 * CARD_WIDTH,
    },
    {
      name: `blog card image at ${CARD_WIDTH} px, 2x screen (largest served)`,
      value: at2x,
      unit: 'px',
      budget: `<= ${4 * CARD_WIDTH}`,
      ok: at2x <= 4 * CARD_WIDTH,
    },
  ];
}
