import { Link, useParams } from 'react-router-dom';
import { usePost } from '#src/api/posts';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { failureMessage } from '#src/language/failure';
import { PostEditor } from './PostEditor';
import { POSTS_LIST } from './postPaths';

/** /admin/posts/edit/{id} */
export function PostEditPage() {
  const { id = '' } = useParams();
  const { data: post, error } = usePost(id);

  let body;
  if (post) {
    body = <PostEditor key={post._id} post={post} />;
  } else if (error) {
    body = (
      <div role="alert">
        <p>{failureMessage(error)}</p>
        <Link to={POSTS_LIST}>Back to all posts</Link>
      </div>
    );
  } else {
    body = <LoadingHeart />;
  }

  return (
    <>
      <AdminPageHeader title="Edit a post" />
      {body}
    </>
  );
}
