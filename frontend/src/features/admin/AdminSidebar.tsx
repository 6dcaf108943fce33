import { NavLink, useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth';
import { usePaymentsNeedingAction } from '../../api/payments';
import { brand } from '../../brand';
import { showSuccess } from '../../components/dialogs';
import { Logo } from '../../components/Logo';
import { useOpenUntilNavigation } from '../layout/useOpenUntilNavigation';
import { navEntriesFor } from './adminNav';
import { showFailure } from './shared/failure';
import { usePermissions } from './signedIn';

const PAYMENTS_URL = '/admin/payments';

/** The count beside Payments on every admin screen: money taken and nothing given yet. */
function PaymentsNeedingAction() {
  const { data: count } = usePaymentsNeedingAction();
  if (!count) return null;
  return (
    <>
      {' '}
      <span className="attention-badge" data-testid="payments-needing-action">
        {count}
        <span className="visually-hidden"> need action</span>
      </span>
    </>
  );
}

/**
 * SPEC §2: the logo (a link home), the brand in capitals, an entry per admin route the role may open
 * and Log Out last.
 */
export function AdminSidebar() {
  const navigate = useNavigate();
  // On a phone the menu folds away behind a button; from 1026 px it is always shown (CSS).
  const [open, setOpen] = useOpenUntilNavigation();
  const entries = navEntriesFor(usePermissions());

  const onLogOut = async () => {
    try {
      const answer = await logout();
      void navigate('/');
      await showSuccess('Success!', answer.message);
    } catch (error) {
      await showFailure(error);
    }
  };

  return (
    <header className="admin-sidebar">
      <div className="admin-sidebar__top">
        <Logo tone="light" />
        <button
          type="button"
          className="admin-sidebar__toggle"
          aria-expanded={open}
          aria-controls="admin-menu"
          onClick={() => setOpen(!open)}
        >
          Menu
        </button>
      </div>
      <p className="admin-sidebar__title">{brand.name.toUpperCase()}</p>
      <nav aria-label="Admin">
        <ul
          id="admin-menu"
          className={open ? 'admin-sidebar__menu admin-sidebar__menu--open' : 'admin-sidebar__menu'}
        >
          {entries.map(({ url, text }) => (
            <li key={url}>
              <NavLink to={url}>
                {text}
                {url === PAYMENTS_URL && <PaymentsNeedingAction />}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void onLogOut()}>
              Log Out
            </button>
          </li>
        </ul>
      </nav>
    </header>
  );
}
