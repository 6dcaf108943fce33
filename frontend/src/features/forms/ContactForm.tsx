import { submitContact, type ContactForm as ContactBody } from '../../api/forms';
import { TextField } from '../../components/TextField';
import { enter } from '../../components/validators';
import { PublicForm } from './kit/PublicForm';
import { SenderFields } from './kit/SenderFields';
import { TextAreaField } from '../../components/TextAreaField';

type ContactValues = Partial<ContactBody>;

const messageRule = enter('your message');

export function ContactForm() {
  return (
    <PublicForm<ContactValues>
      name="contact"
      title="Send us a message"
      submitLabel="Send message"
      // The fields' validation has made sure the required values are there.
      send={(values) => submitContact(values as ContactBody)}
    >
      <SenderFields />
      <TextField name="policyNumber" label="Policy number (optional)" maxLength={30} />
      <TextAreaField name="message" label="Your message" validate={messageRule} />
    </PublicForm>
  );
}
