import type { TestimonialItem } from './items';
import { StarRating } from './Star';

export function Testimonials({ items }: { items: TestimonialItem[] }) {
  return (
    <ul className="testimonials">
      {items.map((item) => (
        <li key={item.name} className="testimonials__item">
          <figure className="testimonial">
            <StarRating rating={item.rating} />
            <blockquote className="testimonial__quote">
              <p>{item.content}</p>
            </blockquote>
            <figcaption className="testimonial__name">{item.name}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
