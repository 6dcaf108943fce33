import { useNavigate } from 'react-router-dom';
import { createUser } from '#src/api/users';
import { showSuccess } from '#src/components/dialogs';
import { AdminPageHeader } from '../shared/AdminPageHeader';
import { submitFailure } from '../shared/failure';
import { USERS_LIST } from './userPaths';
import { UserForm, type UserInput } from './UserForm';

/** /admin/user/create */
export function UserCreatePage() {
  const navigate = useNavigate();
  const onSubmit = async ({ password = '', isAdmin = false, ...user }: UserInput) => {
    try {
      const answer = await createUser({ ...user, password, isAdmin });
      void navigate(USERS_LIST);
      await showSuccess('Success!', answer.message);
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    <>
      <AdminPageHeader title="Create a User" />
      <section className="admin-panel">
        <UserForm mode="create" variant="admin" submitLabel="Create" onSubmit={onSubmit} />
      </section>
    </>
  );
}
