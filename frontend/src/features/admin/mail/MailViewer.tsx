import { useId } from 'react';
import type { OutboxMail } from '#src/api/mail';
import { ModalDialog } from '#src/components/ModalDialog';
import { formatDateTime } from '../shared/format';
import { LinkifiedText } from './LinkifiedText';

/** One kept mail as its recipient would read it (the text part: safe to show as it is). */
export function MailViewer({ mail, onClose }: { mail: OutboxMail; onClose: () => void }) {
  const headingId = useId();
  return (
    <ModalDialog labelledBy={headingId} onEscape={onClose} className="mail-viewer">
      <h2 id={headingId}>{mail.subject}</h2>
      <dl className="mail-viewer__meta">
        <dt>From</dt>
        <dd>{mail.from}</dd>
        <dt>To</dt>
        <dd>{mail.to}</dd>
        <dt>Sent</dt>
        <dd>{formatDateTime(mail.createdAt)}</dd>
      </dl>
      <LinkifiedText text={mail.text} />
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
