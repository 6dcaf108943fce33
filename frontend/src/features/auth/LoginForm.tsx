import { login, type SessionAnswer } from '../../api/auth';
import { TextField } from '../../components/TextField';
import { required } from '../../components/validators';
import { ActionForm } from '../admin/shared/ActionForm';
import { EmailField } from '../../components/EmailField';
import { submitFailure } from '../admin/shared/failure';

interface LoginFormProps {
  /** Create Account is offered only when the server allows sign-up. */
  allowSignup: boolean;
  /** The password was right; may still ask for two-factor (its failures show as this form's). */
  onLoggedIn: (answer: SessionAnswer) => Promise<unknown>;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
}

interface LoginValues {
  email?: string;
  password?: string;
}

/** Step 1: email and password; Login, Forgot Password, and Create Account where allowed (SPEC §2). */
export function LoginForm({ allowSignup, onLoggedIn, onForgotPassword, onCreateAccount }: LoginFormProps) {
  const onSubmit = async (values: LoginValues) => {
    try {
      await onLoggedIn(await login({ email: values.email ?? '', password: values.password ?? '' }));
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    <ActionForm<LoginValues>
      onSubmit={onSubmit}
      submitLabel="Login"
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={onForgotPassword}>
            Forgot Password
          </button>
          {allowSignup ? (
            <button type="button" className="button button--quiet" onClick={onCreateAccount}>
              Create Account
            </button>
          ) : null}
        </>
      }
    >
      <EmailField autoComplete="username" />
      <TextField
        name="password"
        label="Password"
        type="password"
        validate={required}
        autoComplete="current-password"
      />
    </ActionForm>
  );
}
