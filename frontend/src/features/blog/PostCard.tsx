import { Link } from 'react-router-dom';
import type { BlogCard } from '../../api/posts';
import { blogPostPath } from './blogPaths';
import { CoverImage } from './CoverImage';
import './PostCard.css';
import { formatDate } from '../../language/dates';

/**
 * The width a card is shown at, for `sizes`: one column on a phone, two on a tablet, three in the
 * 72rem container (see .post-grid). The browser then picks the narrowest variant that fills it, so no
 * card downloads more than twice the pixels it shows.
 */
export const CARD_SIZES = '(min-width: 72rem) 23rem, (min-width: 40rem) 45vw, 100vw';

interface PostCardProps {
  post: BlogCard;
  /** The card's heading level: h3 under a section heading, h2 directly under the page's h1. */
  level?: 2 | 3;
  sizes?: string;
  className?: string;
  /** The first card of a list page, in view on arrival: its cover is fetched at once (see CoverImage). */
  eager?: boolean;
}

/** One post as a card: cover, title linking to the post, date, reading time and excerpt. */
export function PostCard({ post, level = 3, sizes = CARD_SIZES, className, eager }: PostCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className={className ? `blog-card ${className}` : 'blog-card'}>
      {post.cover && (
        <CoverImage className="blog-card__cover" cover={post.cover} sizes={sizes} eager={eager} />
      )}
      <div className="blog-card__body">
        <Heading className="blog-card__title">
          <Link to={blogPostPath(post)}>{post.title}</Link>
        </Heading>
        <p className="blog-card__meta">
          {post.publishAt && <time dateTime={post.publishAt}>{formatDate(post.publishAt)}</time>}
          {post.publishAt && ' · '}
          {post.readingMinutes} min read
        </p>
        <p>{post.excerpt}</p>
      </div>
    </li>
  );
}
