import { signUp } from '../../api/users';
import { UserForm, type UserInput } from '../admin/users/UserForm';
import { submitFailure } from '../admin/shared/failure';
import { BackButton } from './BackButton';

interface SignUpFormProps {
  /** The account exists; `message` is the server's. */
  onCreated: (message: string) => void;
  onBack: () => void;
}

/** Step 3: Create Account, the public variant of the user form (no Administrator select). */
export function SignUpForm({ onCreated, onBack }: SignUpFormProps) {
  const onSubmit = async ({ first_name, last_name, email, password = '' }: UserInput) => {
    try {
      onCreated((await signUp({ first_name, last_name, email, password })).message);
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    <UserForm
      mode="create"
      variant="public"
      submitLabel="Create Account"
      onSubmit={onSubmit}
      actions={<BackButton onClick={onBack} />}
    />
  );
}
