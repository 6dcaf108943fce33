/** What a module asks to send. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutgoingMail extends MailMessage {
  from: string;
}

/** The mail port: the outbox (default, offline) or SMTP, chosen by MAIL_TRANSPORT. */
export abstract class MailTransport {
  abstract deliver(mail: OutgoingMail): Promise<void>;
}

/** `aoife@example.ie` -> `a***@example.ie`: enough to follow a delivery in the log. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return at <= 0 ? '***' : `${address[0]}***${address.slice(at)}`;
}
