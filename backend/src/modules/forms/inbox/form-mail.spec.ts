import { loadBrand } from '#test/harness/brand.fixture';
import { CONTACT_FORM } from '../contact/contact.form';
import { Contact } from '../schemas/contact.schema';
import { FEEDBACK_FORM } from '../feedback/feedback.form';
import { Feedback } from '../schemas/feedback.schema';
import { formMails } from './form-mail';

const brand = loadBrand();
const stored = {
  reference: 'CON-7KQ2MX',
  name: 'Aoife\r\nBcc: everyone@example.ie',
  email: 'aoife@example.ie',
  status: 'new',
  note: '',
  createdDay: '2026-11-21',
  createdWeek: '2026-W47',
  createdMonth: '2026-11',
  createdAt: new Date('2026-11-21T10:05:00Z'),
  updatedAt: new Date('2026-11-21T10:05:00Z'),
} as const;

describe('form emails', () => {
  const contact = { ...stored, phone: '087 123 4567', message: 'First line\nSecond line' } as Contact;

  it('sends the broker every field given, on one subject line', () => {
    const mail = formMails(CONTACT_FORM, contact, brand).toBroker;
    expect(mail.to).toBe(brand.email.broker);
    expect(mail.subject).toBe('New message CON-7KQ2MX from Aoife Bcc: everyone@example.ie');
    expect(mail.text).toContain('Received: 21 November 2026 at 10:05');
    expect(mail.text).toContain('Phone: 087 123 4567');
    expect(mail.text).toContain('Message: \nFirst line\nSecond line');
    expect(mail.text).not.toContain('Policy number');
  });

  it('gives the sender the reference, what happens next and how to reach us', () => {
    const mail = formMails(CONTACT_FORM, contact, brand).toSender;
    expect(mail.to).toBe('aoife@example.ie');
    expect(mail.subject).toBe('We have received your message (CON-7KQ2MX)');
    expect(mail.text).toContain('its reference is CON-7KQ2MX');
    expect(mail.text).toContain('usually by the next working day');
    expect(mail.text).toContain(brand.phone.loCall);
  });

  it('shows yes/no answers in words', () => {
    const feedback = {
      ...stored,
      reference: 'FBK-7KQ2MX',
      rating: 2,
      isComplaint: true,
      message: 'Slow.',
    } as Feedback;
    const { toBroker, toSender } = formMails(FEEDBACK_FORM, feedback, brand);
    expect(toBroker.text).toContain('Complaint: Yes');
    expect(toSender.text).toContain(brand.documents.complaintsProcedure);
  });
});
