import { useId } from 'react';
import './star.css';

const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

/** One star, filled from the left by `fill` (0 to 1), so half stars need no second image. */
export function Star({ fill, size = 20 }: { fill: number; size?: number }) {
  const clipId = useId();
  return (
    <svg className="star" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path className="star__empty" d={STAR_PATH} />
      {fill > 0 && (
        <>
          <clipPath id={clipId}>
            <rect width={24 * Math.min(fill, 1)} height="24" />
          </clipPath>
          <path className="star__full" d={STAR_PATH} clipPath={`url(#${clipId})`} />
        </>
      )}
    </svg>
  );
}

const OUT_OF = 5;

/** A rating shown as five stars, read as 'Rated 4.5 out of 5'. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${rating} out of ${OUT_OF}`}>
      {Array.from({ length: OUT_OF }, (_, index) => (
        <Star key={index} fill={rating - index} />
      ))}
    </span>
  );
}
