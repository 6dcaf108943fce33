import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useBlogPosts, useBlogTags } from '../../api/posts';
import { CmsLoadState } from '../../components/cms/CmsLoadState';
import { Pagination } from '../../components/Pagination';
import { FilterChips } from '../help/FilterChips';
import { FilteredResults } from '../help/FilteredResults';
import { SearchBox } from '../help/SearchBox';
import { SEARCH_DELAY_MS } from '../help/useListFilters';
import { useDebounced } from '../../components/useDebounced';
import { FEATURED_COVER_SIZES } from './coverSizes';
import { PostCard } from './PostCard';
import { blogParams, readBlogParams, type BlogParams } from './blogParams';
import '../help/help.css';
import './blog.css';

const tagLabel = (tag: string) => tag.replaceAll('-', ' ');

/**
 * /blog: 12 posts a page, the featured one first, with a search box and tag chips. The page, tag and
 * search live in the address, so a filtered page can be shared and Back returns to it.
 */
export function BlogPage() {
  const [params, setParams] = useSearchParams();
  const current = readBlogParams(params);
  const [search, setSearch] = useState(current.search ?? '');
  const settledSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const show = (next: BlogParams) => setParams(blogParams(next));

  useEffect(() => {
    // Typing replaces the address rather than adding a history entry per pause.
    setParams(
      (now) => {
        const { tag, search: inAddress } = readBlogParams(now);
        return settledSearch === (inAddress ?? '') ? now : blogParams({ tag, search: settledSearch });
      },
      { replace: true },
    );
  }, [settledSearch, setParams]);

  const { data, error, mutate } = useBlogPosts(current);
  const tags = useBlogTags().data?.tags ?? [];

  const clear = () => {
    setSearch('');
    show({});
  };
  const goToPage = (page: number) => {
    show({ ...current, page });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="page-container blog">
      <h1>Blog</h1>
      <p className="help-list__intro">
        Driving tips, car insurance guides and news for women drivers and learner drivers in Ireland.
      </p>
      <SearchBox label="Search the blog" value={search} onChange={setSearch} placeholder="For example, NCT" />
      {tags.length > 0 && (
        <FilterChips
          className="filter-chips--scroll"
          label="Filter by topic"
          chips={[
            { value: undefined, label: 'All topics' },
            ...tags.map(({ tag }) => ({ value: tag, label: tagLabel(tag) })),
          ]}
          value={current.tag}
          onChange={(tag) => show({ tag, search: current.search })}
        />
      )}
      {!data ? (
        <CmsLoadState error={error} onRetry={() => void mutate()} />
      ) : (
        <FilteredResults
          count={data.total_items}
          noun={['post', 'posts']}
          noMatchHint="Try different words or another topic."
          clearLabel="Show all posts"
          onClear={clear}
          elsewhere={{ to: '/help-contact/faq', label: 'Read the FAQs' }}
        >
          {data.items.length === 0 ? (
            <p>
              There is no page {data.page + 1}: the blog has {data.total_pages}{' '}
              {data.total_pages === 1 ? 'page' : 'pages'}.
            </p>
          ) : (
            <ul className="post-grid">
              {data.items.map((post, index) => {
                const featured = post.featured && data.page === 0;
                return (
                  <PostCard
                    key={post._id}
                    post={post}
                    level={2}
                    className={featured ? 'blog-card--featured' : undefined}
                    sizes={featured ? FEATURED_COVER_SIZES : undefined}
                    eager={index === 0}
                  />
                );
              })}
            </ul>
          )}
          <Pagination page={data.page} totalPages={data.total_pages} onChange={goToPage} />
        </FilteredResults>
      )}
    </div>
  );
}
