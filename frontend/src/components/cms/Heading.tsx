import type { HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4;

/** A heading whose level depends on where it is placed, so the page's outline has no gaps. */
export function Heading({ level, ...props }: HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

export const below = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 4) as HeadingLevel;
