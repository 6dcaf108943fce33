import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ModalDialog } from '#src/components/ModalDialog';

interface SavedDialogProps {
  webReference: string;
  /** The page's answers were incomplete, so the quote holds the pages before it. */
  pageNotSaved: boolean;
  onClose: () => void;
}

/** Save and exit: the web reference, and that a link back is on its way by email. */
export function SavedDialog({ webReference, pageNotSaved, onClose }: SavedDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onEscape={onClose}>
      <h2 id={titleId}>Your quote is saved</h2>
      <div id={textId}>
        <p>
          Your web reference is <strong className="web-reference reference">{webReference}</strong>.
        </p>
        <p>We emailed you a link to come back to your quote, with its web reference.</p>
        {pageNotSaved && <p>The answers on this page were not complete, so they were not saved.</p>}
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          Continue my quote
        </button>
        <Link to="/" className="button button--quiet">
          Go to the home page
        </Link>
      </div>
    </ModalDialog>
  );
}
