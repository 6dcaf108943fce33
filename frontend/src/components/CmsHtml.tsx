import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { linkPhoneNumbers } from './phone';

interface CmsHtmlProps {
  /** A CMS section body: HTML the server has already reduced to its allow-list (safe to insert). */
  html: string;
  className?: string;
  /** Called before an in-site link is followed, for example to close the dialog holding the text. */
  onNavigate?: () => void;
}

/**
 * Renders CMS HTML; its links to pages of this site move within the app instead of reloading it, and
 * the brand's phone numbers in it are tap-to-call links.
 */
export function CmsHtml({ html, className, onNavigate }: CmsHtmlProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    event.preventDefault();
    onNavigate?.();
    void navigate(href);
  };
  // The links inside stay links (Enter on one is a click), so this handler adds no keyboard trap or gap.
  return (
    <div
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: linkPhoneNumbers(html) }}
    />
  );
}
