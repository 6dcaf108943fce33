import { Link } from 'react-router-dom';
import { LazyImage } from '../LazyImage';
import { Heading, type HeadingLevel } from './Heading';
import { safeHref, type TeamItem } from './items';

function TeamButton({ item }: { item: TeamItem }) {
  const href = safeHref(item.buttonUrl);
  if (!href) return null;
  return href.startsWith('/') ? (
    <Link className="button button--primary" to={href}>
      {item.buttonText}
    </Link>
  ) : (
    <a className="button button--primary" href={href}>
      {item.buttonText}
    </a>
  );
}

/** Team blocks: header, image, content and a button. Images are drawn at 4:3. */
export function TeamGrid({ items, level }: { items: TeamItem[]; level: HeadingLevel }) {
  return (
    <ul className="team-grid">
      {items.map((item) => (
        <li key={item.header} className="team-card">
          <LazyImage
            className="team-card__image"
            src={item.image}
            alt={item.imageAlt}
            width={640}
            height={480}
          />
          <div className="team-card__body">
            <Heading level={level} className="team-card__header">
              {item.header}
            </Heading>
            <p>{item.content}</p>
            <TeamButton item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}
