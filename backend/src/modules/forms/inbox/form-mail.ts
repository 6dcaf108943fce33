import { mailText, paragraph, rows, signOff } from '#src/common/mail/mail-template';
import type { MailMessage } from '../../mail';
import type { Brand } from '#src/config/brand.types';
import type { DetailLine, FormDefinition } from './form-definition';
import type { Submission } from '../schemas/submission.schema';

const DUBLIN_TIME = new Intl.DateTimeFormat('en-IE', {
  timeZone: 'Europe/Dublin',
  dateStyle: 'long',
  timeStyle: 'short',
});

// Subjects are mail headers: a line break in a sender's name must not start a new header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function format(value: DetailLine[1]): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  return text.includes('\n') ? `\n${text}` : text;
}

/** The details given, as label and value rows; an empty answer is left out. */
function detailRows(details: DetailLine[]): [string, string][] {
  return details.flatMap(([label, value]) => {
    const shown = format(value);
    return shown === undefined ? [] : [[label, shown]];
  });
}

/**
 * The two emails of a submission: to the broker's inbox, everything the sender gave, so staff can
 * act without opening the admin area; to the sender, the reference to quote and what happens next.
 */
export function formMails<T extends Submission>(
  form: FormDefinition<T>,
  record: T,
  brand: Brand,
): { toBroker: MailMessage; toSender: MailMessage } {
  const noun = form.noun(record);
  const toBroker = {
    to: brand.email.broker,
    subject: oneLine(`New ${noun} ${record.reference} from ${record.name}`),
    text: mailText([
      paragraph(`A new ${noun} came in through the website.`),
      rows(
        detailRows([
          ['Reference', record.reference],
          ['Received', DUBLIN_TIME.format(record.createdAt)],
          ['Name', record.name],
          ['Email', record.email],
          ...form.details(record),
        ]),
      ),
      paragraph('It is in the admin area with the status "new".'),
    ]),
  };
  const toSender = {
    to: record.email,
    subject: oneLine(`We have received your ${noun} (${record.reference})`),
    text: mailText([
      paragraph(`Dear ${oneLine(record.name)},`),
      paragraph(
        `Thank you for contacting ${brand.name}. We have received your ${noun}; its reference is ${record.reference}. Please quote it if you get in touch with us about it.`,
      ),
      ...form.nextSteps(record, brand).map((step) => paragraph(step)),
      paragraph(
        `If you need us in the meantime, call us on ${brand.phone.dublin} or lo-call ${brand.phone.loCall} (${brand.openingHours}), or email ${brand.email.support}.`,
      ),
      signOff(brand.name),
    ]),
  };
  return { toBroker, toSender };
}
