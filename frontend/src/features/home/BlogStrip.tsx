import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLatestPosts, type PostCard } from '../../api/content';
import { LazyImage } from '../../components/LazyImage';

const POSTS = 3;
const dateFormat = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'long', year: 'numeric' });

function Cover({ cover }: { cover: NonNullable<PostCard['cover']> }) {
  return (
    <LazyImage
      className="blog-card__cover"
      src={cover.src}
      srcSet={cover.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
      sizes="(min-width: 60rem) 22rem, (min-width: 40rem) 45vw, 100vw"
      alt={cover.alt}
      width={cover.width}
      height={cover.height}
    />
  );
}

function BlogCard({ post }: { post: PostCard }) {
  return (
    <li className="blog-card">
      {post.cover && <Cover cover={post.cover} />}
      <div className="blog-card__body">
        <h3 className="blog-card__title">
          <Link to={`/blog/post/${encodeURIComponent(post.slug)}`}>{post.title}</Link>
        </h3>
        <p className="blog-card__meta">
          {post.publishAt && (
            <time dateTime={post.publishAt}>{dateFormat.format(new Date(post.publishAt))}</time>
          )}
          {post.publishAt && ' · '}
          {post.readingMinutes} min read
        </p>
        <p>{post.excerpt}</p>
      </div>
    </li>
  );
}

/** The newest posts; the blog is optional here, so nothing shows while it loads, fails or is empty. */
export function BlogStrip() {
  const { data } = useLatestPosts(POSTS);
  const headingId = useId();
  if (!data?.items.length) return null;
  return (
    <section className="cms-section blog-strip" aria-labelledby={headingId}>
      <h2 id={headingId} className="cms-section__title">
        Latest from the blog
      </h2>
      <ul className="blog-strip__list">
        {data.items.slice(0, POSTS).map((post) => (
          <BlogCard key={post._id} post={post} />
        ))}
      </ul>
      <p>
        <Link to="/blog">See all blog posts</Link>
      </p>
    </section>
  );
}
