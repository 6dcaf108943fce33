import { link, mailBody, paragraph } from '../../common/mail/mail-template';
import type { MailMessage } from '../mail';

/** The administrators' email about an endpoint the sender stopped after a day of failed deliveries. */
export function endpointDisabledMail(
  endpoint: { url: string; description: string },
  reason: string,
  context: { brandName: string; webhooksUrl: string },
): Omit<MailMessage, 'to'> {
  return {
    subject: `${context.brandName}: a webhook endpoint was disabled`,
    ...mailBody([
      paragraph(
        `The webhook endpoint ${endpoint.url}${endpoint.description ? ` (${endpoint.description})` : ''} was disabled.`,
      ),
      paragraph(`Reason: ${reason}`),
      paragraph(
        'Events for it are kept in order and sent once it is enabled again. Check the receiver, then enable the endpoint in the admin area.',
      ),
      link(context.webhooksUrl, 'Webhooks'),
    ]),
  };
}
