import { FeatureIcon } from './FeatureIcon';
import { Heading, type HeadingLevel } from './Heading';
import type { FeatureItem } from './items';

export function FeatureGrid({ items, level }: { items: FeatureItem[]; level: HeadingLevel }) {
  return (
    <ul className="feature-grid">
      {items.map((item) => (
        <li key={item.title} className="feature-grid__item">
          <span className="feature-grid__icon">
            <FeatureIcon name={item.icon} />
          </span>
          <Heading level={level} className="feature-grid__title">
            {item.title}
          </Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
