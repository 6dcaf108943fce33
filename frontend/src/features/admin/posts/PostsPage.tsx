import { Link } from 'react-router-dom';
import {
  deletePost,
  usePostTags,
  usePosts,
  type PostSort,
  type PostStatus,
  type PostSummary,
} from '#src/api/posts';
import { TextField } from '#src/components/TextField';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { DataTable, type Column } from '../shared/DataTable';
import { FiltersBar } from '../shared/FiltersBar';
import { formatDateTime } from '../shared/format';
import { SelectField } from '#src/components/SelectField';
import { useListParams } from '../shared/useListParams';
import { confirmDelete } from '../shared/rowActions';
import { POST_CREATE, postEditPath } from './postPaths';
import { statusLine } from './SaveStatus';
import './posts.css';

const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
];

const SORT_OPTIONS: { value: PostSort; label: string }[] = [
  { value: '-createdAt', label: 'Newest first' },
  { value: 'createdAt', label: 'Oldest first' },
  { value: '-publishAt', label: 'Latest publish time' },
  { value: 'publishAt', label: 'Earliest publish time' },
  { value: 'title', label: 'Title A–Z' },
  { value: '-title', label: 'Title Z–A' },
];

const FILTERS = ['search', 'status', 'tag', 'sort'] as const;

const asStatus = (value: string): PostStatus | undefined =>
  STATUS_OPTIONS.some((option) => option.value === value && value) ? (value as PostStatus) : undefined;
const asSort = (value: string): PostSort | undefined =>
  SORT_OPTIONS.find((option) => option.value === value)?.value;

/** /admin/posts: All Posts, with search, status and tag filters, a sort and paging. */
export function PostsPage() {
  const { page, filters, setPage, setFilters } = useListParams(FILTERS);
  const { data, error } = usePosts({
    page,
    search: filters.search,
    status: asStatus(filters.status),
    tag: filters.tag || undefined,
    sort: asSort(filters.sort),
  });
  const tags = usePostTags().data?.tags ?? [];
  const tagOptions = [
    { value: '', label: 'Any tag' },
    ...tags.map(({ tag, count }) => ({ value: tag, label: `${tag} (${count})` })),
  ];

  const onDelete = async (post: PostSummary) => {
    const deleted = await confirmDelete('Post', post.title, () => deletePost(post._id));
    // The last post of the last page is gone: show the page before, not an empty one.
    if (deleted && data?.items.length === 1 && page > 0) setPage(page - 1);
  };

  const columns: Column<PostSummary>[] = [
    {
      header: 'Title',
      cell: (post) => (
        <>
          <Link to={postEditPath(post._id)}>{post.title || 'Untitled'}</Link>
          {post.featured ? ' ★' : ''}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (post) => (
        <>
          <span className={`status-badge status-badge--${post.status}`}>{statusLine(post)}</span>
          {post.hasDraftChanges ? ' (changes pending)' : ''}
        </>
      ),
    },
    { header: 'Tags', cell: (post) => post.tags.join(', ') },
    { header: 'Author', cell: (post) => post.author.name },
    { header: 'Created On', cell: (post) => formatDateTime(post.createdAt) },
    {
      header: 'Actions',
      cell: (post) => (
        <div className="row-actions">
          <Link className="row-action" to={postEditPath(post._id)} aria-label={`Edit ${post.title}`}>
            Edit
          </Link>
          <button
            type="button"
            className="row-action row-action--danger"
            aria-label={`Delete ${post.title}`}
            onClick={() => void onDelete(post)}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader title="All posts">
        <Link className="button button--primary" to={POST_CREATE}>
          Create
        </Link>
      </AdminPageHeader>
      <FiltersBar label="Filter posts" filters={filters} onApply={setFilters}>
        <TextField name="search" label="Title or excerpt" type="search" />
        <SelectField name="status" label="Status" options={STATUS_OPTIONS} />
        <SelectField name="tag" label="Tag" options={tagOptions} />
        <SelectField name="sort" label="Sort" options={SORT_OPTIONS} />
      </FiltersBar>
      <DataTable
        caption="Posts"
        columns={columns}
        rows={data?.items}
        rowKey={(post) => post._id}
        emptyText="No Posts Available ..."
        error={error}
        paging={data}
        onPageChange={setPage}
      />
    </>
  );
}
