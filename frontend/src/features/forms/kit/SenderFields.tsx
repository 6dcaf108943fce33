import { TextField } from '../../../components/TextField';
import { required, requiredEmail } from '../../../components/validators';

/** Who is writing: name, email and phone, as every public form asks for them. */
export function SenderFields({ phoneOptional = false }: { phoneOptional?: boolean }) {
  return (
    <>
      <TextField name="name" label="Your name" autoComplete="name" maxLength={100} validate={required} />
      <div className="form-row">
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          validate={requiredEmail}
        />
        <TextField
          name="phone"
          label={phoneOptional ? 'Phone number (optional)' : 'Phone number'}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          validate={phoneOptional ? undefined : required}
        />
      </div>
    </>
  );
}
