import { useId, type ReactNode } from 'react';
import type { CmsSectionData } from './items';
import { CmsHtml } from '../CmsHtml';
import { CmsItems } from './CmsItems';
import { below, Heading, type HeadingLevel } from './Heading';
import './cms.css';

interface CmsSectionProps {
  section: CmsSectionData;
  /** The title's heading level; item titles go one below it. */
  level?: HeadingLevel;
  className?: string;
  /** Shown after the body and items, for example a call to action. */
  children?: ReactNode;
}

/** One CMS section: its title, its body (safe HTML) and its items, as a labelled region. */
export function CmsSection({ section, level = 2, className, children }: CmsSectionProps) {
  const headingId = useId();
  return (
    <section
      className={['cms-section', `cms-section--${section.key}`, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <Heading level={level} id={headingId} className="cms-section__title">
        {section.title}
      </Heading>
      {section.body && <CmsHtml className="prose" html={section.body} />}
      <CmsItems items={section.items} level={below(level)} />
      {children}
    </section>
  );
}
