import { verifyTwoFactor, type SessionAnswer } from '../../api/auth';
import { TextField } from '../../components/TextField';
import { required } from '../../components/validators';
import { ActionForm } from '../admin/shared/ActionForm';
import { submitFailure } from '../admin/shared/failure';
import { BackButton } from './BackButton';

interface TwoFactorCodeFormProps {
  onVerified: (answer: SessionAnswer) => void;
  /** Back to the QR code, when the code entry is the set-up's second step. */
  onBack?: () => void;
}

/** Step 4 (and the set-up's step 2): the current code from the authenticator app. */
export function TwoFactorCodeForm({ onVerified, onBack }: TwoFactorCodeFormProps) {
  const onSubmit = async (values: { token?: string }) => {
    try {
      onVerified(await verifyTwoFactor(values.token?.trim() ?? ''));
    } catch (error) {
      return submitFailure(error);
    }
  };

  return (
    <ActionForm<{ token?: string }>
      onSubmit={onSubmit}
      submitLabel="Verify"
      disabledUntilChanged
      actions={onBack ? <BackButton onClick={onBack} label="Back" /> : null}
    >
      <TextField
        name="token"
        label="Enter the code from your authenticator app"
        validate={required}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
      />
    </ActionForm>
  );
}
