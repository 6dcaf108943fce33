import { Link } from 'react-router-dom';
import { RETRIEVE_QUOTE_PATH } from './quotePaths';

/** A quote this tab cannot open (a wrong or expired link or token): the way back is to retrieve it. */
export function QuoteUnavailable({ message }: { message: string }) {
  return (
    <div className="page-container quote-unavailable">
      <h1>We could not open this quote</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={RETRIEVE_QUOTE_PATH} className="button button--primary">
          Retrieve your quote
        </Link>
      </p>
    </div>
  );
}
