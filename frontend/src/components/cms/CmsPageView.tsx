import type { ReactNode } from 'react';
import { useCmsPage } from '../../api/cms';
import { CmsLoadState } from './CmsLoadState';
import { CmsSection } from './CmsSection';
import { sectionsOf } from './items';

interface CmsPageViewProps {
  /** The CMS page key, e.g. 'help-centre'. */
  page: string;
  /** Shown right after the first section (the page's heading and introduction). */
  lead?: ReactNode;
  /** Shown after the sections, or beside them with `layout="split"`. */
  children?: ReactNode;
  /** 'split' puts the children in a column beside the text on wide screens: for pages built round a form. */
  layout?: 'single' | 'split';
}

/**
 * A content page as the CMS holds it: the first section's title is the page's heading, the rest are its
 * sections in order, each with its items. The server preloads the page, so the first paint needs no request.
 */
export function CmsPageView({ page, lead, children, layout = 'single' }: CmsPageViewProps) {
  const { data, error, mutate } = useCmsPage(page);
  if (!data) return <CmsLoadState error={error} onRetry={() => void mutate()} />;
  const [intro, ...rest] = sectionsOf(data);
  return (
    <div className={`page-container cms-page cms-page--${layout}`}>
      <div className="cms-page__content">
        {intro && <CmsSection section={intro} level={1} className="cms-page__intro" />}
        {lead}
        {rest.map((section) => (
          <CmsSection key={section._id} section={section} />
        ))}
        {layout === 'single' && children}
      </div>
      {layout === 'split' && <div className="cms-page__aside">{children}</div>}
    </div>
  );
}
