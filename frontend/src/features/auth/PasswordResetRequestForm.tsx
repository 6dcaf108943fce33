import { requestPasswordReset } from '../../api/users';
import { ActionForm } from '../admin/shared/ActionForm';
import { EmailField } from '../../components/EmailField';
import { submitFailure } from '../admin/shared/failure';
import { BackButton } from './BackButton';

interface PasswordResetRequestFormProps {
  /** The request went through; `message` is the server's (the same whether or not the email has an account). */
  onRequested: (message: string) => void;
  onBack: () => void;
}

/** Step 2: the email to send a reset link to. */
export function PasswordResetRequestForm({ onRequested, onBack }: PasswordResetRequestFormProps) {
  const onSubmit = async (values: { email?: string }) => {
    try {
      onRequested((await requestPasswordReset(values.email ?? '')).message);
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    <ActionForm<{ email?: string }>
      onSubmit={onSubmit}
      submitLabel="Reset Password"
      actions={<BackButton onClick={onBack} />}
    >
      <EmailField />
    </ActionForm>
  );
}
