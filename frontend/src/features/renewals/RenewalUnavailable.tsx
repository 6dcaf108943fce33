import { RecordUnavailable } from '../../components/RecordUnavailable';
import { RENEWALS_PATH } from './renewalPaths';

/** A renewal this tab cannot open (no token, an expired link, or a renewal no longer offered). */
export function RenewalUnavailable({ message }: { message: string }) {
  return (
    <RecordUnavailable
      title="We could not open this renewal"
      message={message}
      to={RENEWALS_PATH}
      action="Find your renewal"
      className="renewals-page"
    />
  );
}
