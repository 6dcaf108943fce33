import { useNavigate, useParams } from 'react-router-dom';
import { updateUser, useUser } from '#src/api/users';
import { showSuccess } from '#src/components/dialogs';
import { LoadingHeart } from '#src/components/LoadingHeart';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { submitFailure } from '../shared/failure';
import { failureMessage } from '#src/language/failure';
import { ResetTwoFactor } from './ResetTwoFactor';
import { USERS_LIST } from './userPaths';
import { UserForm, type UserInput } from './UserForm';

/** /admin/user/edit/{id} */
export function UserEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: user, error } = useUser(id);

  const onSubmit = async (changes: UserInput) => {
    try {
      const answer = await updateUser(id, { ...changes, isAdmin: changes.isAdmin ?? false });
      void navigate(USERS_LIST);
      await showSuccess('User Updated', answer.message);
    } catch (failure) {
      return submitFailure(failure);
    }
  };

  let body;
  if (user) {
    body = (
      <>
        <section className="admin-panel">
          <UserForm mode="edit" variant="admin" user={user} submitLabel="Update" onSubmit={onSubmit} />
        </section>
        <ResetTwoFactor user={user} />
      </>
    );
  } else if (error) {
    body = <p role="alert">{failureMessage(error)}</p>;
  } else {
    body = <LoadingHeart />;
  }

  return (
    <>
      <AdminPageHeader title="Edit a User" />
      {body}
    </>
  );
}
