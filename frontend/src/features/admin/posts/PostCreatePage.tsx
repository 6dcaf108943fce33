import { AdminPageHeader } from '../shared/AdminPageHeader';
import { PostEditor } from './PostEditor';

/** /admin/posts/create */
export function PostCreatePage() {
  return (
    <>
      <AdminPageHeader title="Create a post" />
      <PostEditor />
    </>
  );
}
