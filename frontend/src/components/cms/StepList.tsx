import { Heading, type HeadingLevel } from './Heading';
import type { StepItem } from './items';

/** Numbered steps: the numbers come from the ordered list, so they are read out too. */
export function StepList({ items, level }: { items: StepItem[]; level: HeadingLevel }) {
  return (
    <ol className="step-list">
      {items.map((item) => (
        <li key={item.title} className="step-list__item">
          <Heading level={level} className="step-list__title">
            {item.title}
          </Heading>
          <p>{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
