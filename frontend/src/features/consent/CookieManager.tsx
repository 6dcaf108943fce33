import { useEffect, useId } from 'react';
import { ModalCloseButton } from '../../components/ModalCloseButton';
import { ModalDialog } from '../../components/ModalDialog';
import { ToggleSwitch } from '../../components/ToggleSwitch';
import { useConsentActions, useConsentState } from './ConsentProvider';
import { categoryDescription, type CookieCategory } from './consentMachine';
import { CookieList } from './CookieList';
import { watchCookies } from './cookieWatch';

/** Records of this category are listed in the server's cookie list under this name. */
const STRICTLY_NECESSARY = 'Strictly necessary';

function CategoryItem({ category }: { category: CookieCategory }) {
  const { toggle } = useConsentActions();
  const { cookieList } = useConsentState();
  const nameId = useId();
  const descriptionId = useId();
  return (
    <li className="cookie-category">
      <div className="cookie-category__head">
        <h3 id={nameId}>{category.name}</h3>
        <ToggleSwitch
          checked={category.isAccepted}
          onChange={() => toggle(category.name)}
          labelledBy={nameId}
          describedBy={descriptionId}
        />
      </div>
      <p id={descriptionId}>{categoryDescription(category, cookieList)}</p>
      <CookieList category={category.name} />
    </li>
  );
}

/**
 * The manager view (SPEC §4): a switch per category, the cookies behind each, and Save and close. As on
 * the banner, Reject All is one tap (the Irish DPC: rejecting as easy as accepting, on every layer), and
 * the close control, like Escape, leaves without saving: back to the banner when it is still waiting.
 */
export function CookieManager() {
  const { categories } = useConsentState();
  const { saveAndClose, rejectAll, closeManager, cookieChanged } = useConsentActions();
  const titleId = useId();
  const textId = useId();

  // While the manager is open, tags may still be setting cookies; the lists show what is set now.
  useEffect(() => watchCookies(cookieChanged), [cookieChanged]);

  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onEscape={closeManager} className="cookie-consent">
      <ModalCloseButton label="Close without saving" onClose={closeManager} />
      <h2 id={titleId}>Manage your cookie preferences</h2>
      <p id={textId}>
        Switch each kind of cookie on or off, then choose Save and close. Strictly necessary cookies are
        always on, because the website cannot work without them.
      </p>
      <ul className="cookie-categories">
        <li className="cookie-category">
          <div className="cookie-category__head">
            <h3>{STRICTLY_NECESSARY}</h3>
            <span className="cookie-category__always">Always on</span>
          </div>
          <CookieList category={STRICTLY_NECESSARY} />
        </li>
        {categories.map((category) => (
          <CategoryItem key={category.name} category={category} />
        ))}
      </ul>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={saveAndClose}>
          Save and close
        </button>
        <button type="button" className="button button--primary" onClick={rejectAll}>
          Reject All
        </button>
      </div>
    </ModalDialog>
  );
}
