import { useNavigate, useSearchParams } from 'react-router-dom';
import { verifyPasswordReset } from '../../api/users';
import { showSuccess } from '../../components/dialogs';
import { TextField } from '../../components/TextField';
import { required } from '../../components/validators';
import { ActionForm } from '../admin/shared/ActionForm';
import { EmailField } from '../../components/EmailField';
import { submitFailure } from '../admin/shared/failure';
import { AuthStep } from './AuthStep';

interface ResetValues {
  email?: string;
  passwordResetToken?: string;
  newPassword?: string;
}

/** /verifypasswordreset?token=&email=: the emailed link lands here with both filled in (SPEC §2). */
export function VerifyPasswordResetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initialValues: ResetValues = {
    email: params.get('email') ?? undefined,
    passwordResetToken: params.get('token') ?? undefined,
  };

  const onSubmit = async ({ email = '', passwordResetToken = '', newPassword = '' }: ResetValues) => {
    try {
      const answer = await verifyPasswordReset({ email, passwordResetToken, newPassword });
      void navigate('/admin');
      await showSuccess('Success!', answer.message);
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    <AuthStep title="Reset Password">
      <ActionForm<ResetValues> initialValues={initialValues} onSubmit={onSubmit} submitLabel="Reset Password">
        <EmailField autoComplete="username" />
        <TextField name="passwordResetToken" label="Password reset token" validate={required} />
        <TextField
          name="newPassword"
          label="New password"
          type="password"
          validate={required}
          autoComplete="new-password"
        />
      </ActionForm>
    </AuthStep>
  );
}
