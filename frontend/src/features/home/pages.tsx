import { useCmsPage } from '../../api/cms';
import { CmsLoadState } from '../../components/cms/CmsLoadState';
import { CmsSection } from '../../components/cms/CmsSection';
import { sectionsOf } from '../../components/cms/items';
import { LazyImage } from '../../components/LazyImage';
import { BlogStrip } from './BlogStrip';
import { HOME_HERO_IMAGE } from './heroImage';
import './home.css';

/**
 * The home page: every section of the CMS page 'home' in its order, laid out by key (home.css), then the
 * latest blog posts. The hero's title is the page heading.
 */
export function HomePage() {
  const { data, error, mutate } = useCmsPage('home');
  if (!data) return <CmsLoadState error={error} onRetry={() => void mutate()} />;
  return (
    <div className="home">
      {sectionsOf(data).map((section) =>
        section.key === 'hero' ? (
          <CmsSection key={section._id} section={section} level={1} className="home-hero">
            <LazyImage
              className="home-hero__art"
              inViewOnArrival
              src={HOME_HERO_IMAGE}
              alt=""
              width={560}
              height={420}
            />
          </CmsSection>
        ) : (
          <CmsSection key={section._id} section={section} />
        ),
      )}
      <BlogStrip />
    </div>
  );
}
