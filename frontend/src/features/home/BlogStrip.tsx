import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useLatestPosts } from '../../api/posts';
import { PostCard } from '../blog/PostCard';

const POSTS = 3;

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
      <ul className="post-grid">
        {data.items.slice(0, POSTS).map((post) => (
          <PostCard key={post._id} post={post} />
        ))}
      </ul>
      <p>
        <Link to="/blog">See all blog posts</Link>
      </p>
    </section>
  );
}
