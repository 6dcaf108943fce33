import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { blogParams } from './blogParams';
import { useBlogPost, type BlogPost } from '../../api/posts';
import { CmsHtml } from '../../components/CmsHtml';
import { AfterHydration, useHydrated } from '../../components/AfterHydration';
import { LoadingHeart } from '../../components/LoadingHeart';
import { BLOG } from './blogPaths';
import { CoverImage } from './CoverImage';
import { POST_COVER_SIZES } from './coverSizes';
import { PostCard } from './PostCard';
import { postBodyHtml } from './postHtml';
import { usePostMeta } from './usePostMeta';
import '../../components/cms/cms.css';
import './blog.css';
import { formatDate } from '../../language/dates';

function PostMeta({ post }: { post: BlogPost }) {
  return (
    <p className="blog-post__meta">
      By {post.author.name}
      {post.publishAt && (
        <>
          {' · '}
          <time dateTime={post.publishAt}>{formatDate(post.publishAt)}</time>
        </>
      )}
      {' · '}
      {post.readingMinutes} min read
    </p>
  );
}

function PostTags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="blog-post__tags" aria-label="Topics">
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={`${BLOG}?${blogParams({ tag }).toString()}`}>{tag.replaceAll('-', ' ')}</Link>
        </li>
      ))}
    </ul>
  );
}

function NotFound({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  return (
    <div className="page-container" role="alert">
      <h1>{missing ? 'Post not found' : 'Sorry, we could not load this post'}</h1>
      <p>
        {missing
          ? 'This post may have been moved or taken down.'
          : 'Please check your connection and try again.'}
      </p>
      <p>
        {!missing && (
          <button type="button" className="button button--primary" onClick={onRetry}>
            Try again
          </button>
        )}{' '}
        <Link className="button button--quiet" to={BLOG}>
          Back to the blog
        </Link>
      </p>
    </div>
  );
}

/** /blog/post/{id}: one post (id or slug) with its meta, cover, body and related posts. */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const { data, error, mutate } = useBlogPost(id);
  const post = data?.currentPost;
  usePostMeta(post);
  const hydrated = useHydrated();
  const body = useMemo(() => (post && hydrated ? postBodyHtml(post.body) : ''), [post, hydrated]);

  if (!data || !post) {
    if (error) return <NotFound missing={error.status === 404} onRetry={() => void mutate()} />;
    return <LoadingHeart label="Loading the post" />;
  }
  return (
    <div className="page-container blog-post-page">
      <article className="blog-post">
        <p className="blog-post__back">
          <Link to={BLOG}>Blog</Link>
        </p>
        <h1>{post.title}</h1>
        <PostMeta post={post} />
        <PostTags tags={post.tags} />
        {post.cover && (
          <CoverImage className="blog-post__cover" cover={post.cover} sizes={POST_COVER_SIZES} eager />
        )}
        {/* Sanitised in the browser (postHtml.ts), which the server cannot do: the page comes with
            the title and cover, the body once the app runs; so do the related posts below it, which
            would otherwise move down as it arrives. */}
        <AfterHydration>
          <CmsHtml className="prose blog-post__body" html={body} />
        </AfterHydration>
      </article>
      <AfterHydration>
        {data.related.length > 0 && (
          <section className="blog-related" aria-labelledby="related-posts">
            <h2 id="related-posts">Related posts</h2>
            <ul className="post-grid">
              {data.related.map((related) => (
                <PostCard key={related._id} post={related} />
              ))}
            </ul>
          </section>
        )}
      </AfterHydration>
    </div>
  );
}
