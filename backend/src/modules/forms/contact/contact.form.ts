import type { FormDefinition } from '../inbox/form-definition';
import { Contact } from '../schemas/contact.schema';

export const CONTACT_FORM: FormDefinition<Contact> = {
  inboxToken: 'ContactInbox',
  modelName: Contact.name,
  referencePrefix: 'CON',
  names: { type: 'contact', label: 'Contact' },
  noun: () => 'message',
  details: (contact) => [
    ['Phone', contact.phone],
    ['Policy number', contact.policyNumber],
    ['Message', contact.message],
  ],
  nextSteps: () => ['A member of our team will get back to you, usually by the next working day.'],
};
