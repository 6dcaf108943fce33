import { TextField } from '#src/components/TextField';
import { enter, enterEmail } from '#src/components/validators';

const nameRule = enter('your name');
const emailRule = enterEmail();
const phoneRule = enter('your phone number');

/** Who is writing: name, email and phone, as every public form asks for them. */
export function SenderFields({ phoneOptional = false }: { phoneOptional?: boolean }) {
  return (
    <>
      <TextField name="name" label="Your name" autoComplete="name" maxLength={100} validate={nameRule} />
      <div className="form-row">
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          validate={emailRule}
        />
        <TextField
          name="phone"
          label={phoneOptional ? 'Phone number (optional)' : 'Phone number'}
          type="tel"
          autoComplete="tel"
          maxLength={20}
          validate={phoneOptional ? undefined : phoneRule}
        />
      </div>
    </>
  );
}
