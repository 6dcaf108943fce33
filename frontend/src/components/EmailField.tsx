import { TextField } from './TextField';
import { requiredEmail } from './validators';

/** The required, checked Email field of the login, reset and user forms (SPEC §5). */
export function EmailField({ autoComplete = 'email' }: { autoComplete?: 'email' | 'username' }) {
  return (
    <TextField name="email" label="Email" type="email" validate={requiredEmail} autoComplete={autoComplete} />
  );
}
