import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ModalDialog } from '../../components/ModalDialog';
import { useConsentActions } from './ConsentProvider';
import { COOKIES_POLICY_PATH } from './consentMachine';

/**
 * The first question. Reject All is as easy and as prominent as Accept All (the Irish Data Protection
 * Commission's guidance), and the dialog cannot be dismissed without an answer.
 */
export function CookieBanner() {
  const { acceptAll, rejectAll, openManager } = useConsentActions();
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} className="cookie-consent">
      <h2 id={titleId}>Our use of cookies</h2>
      <div id={textId}>
        <p>
          We use cookies that this website needs to work. With your permission we would also like to use
          functional, analytics and marketing cookies, to offer extra features, understand how the website is
          used and show you relevant adverts.
        </p>
        <p>
          You can change your mind at any time with Cookies Settings at the foot of every page. Read our{' '}
          <Link to={COOKIES_POLICY_PATH}>cookies policy</Link> for details.
        </p>
      </div>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={acceptAll}>
          Accept All
        </button>
        <button type="button" className="button button--primary" onClick={rejectAll}>
          Reject All
        </button>
        <button type="button" className="button button--quiet" onClick={openManager}>
          Manage Preferences
        </button>
      </div>
    </ModalDialog>
  );
}
