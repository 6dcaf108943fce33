import { Link } from 'react-router-dom';
import { RENEWALS_PATH } from './renewalPaths';

/** A renewal this tab cannot open (no token, an expired link, or a renewal no longer offered). */
export function RenewalUnavailable({ message }: { message: string }) {
  return (
    <div className="page-container renewals-page">
      <h1>We could not open this renewal</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to={RENEWALS_PATH} className="button button--primary">
          Find your renewal
        </Link>
      </p>
    </div>
  );
}
