import { QUOTE_TOKEN_MISSING } from '../../api/quotes';
import { RecordUnavailable } from '../../components/RecordUnavailable';
import { RETRIEVE_QUOTE_PATH } from './quotePaths';

/**
 * A quote this tab cannot open (no token, or a wrong or expired link or token): the way back is to
 * retrieve it.
 */
export function QuoteUnavailable({ message = QUOTE_TOKEN_MISSING }: { message?: string }) {
  return (
    <RecordUnavailable
      title="We could not open this quote"
      message={message}
      to={RETRIEVE_QUOTE_PATH}
      action="Retrieve your quote"
      className="quote-unavailable"
    />
  );
}
