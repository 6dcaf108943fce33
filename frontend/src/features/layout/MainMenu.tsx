import { useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { MenuDropdown } from './MenuDropdown';
import { isNavGroup, mainMenu } from './navigation';
import { useIsMobile } from './useIsMobile';
import { useOpenUntilNavigation } from './useOpenUntilNavigation';

/** The main navigation; on mobile a menu button shows and hides it. */
export function MainMenu() {
  const isMobile = useIsMobile();
  const [open, setOpen] = useOpenUntilNavigation();
  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the phone menu (after any open submenu) and hands focus back to its button.
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    setOpen(false);
    menuButton.current?.focus();
  };

  return (
    <nav className="main-nav" aria-label="Main" onKeyDown={closeOnEscape}>
      <button
        ref={menuButton}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        <span className="menu-button__label">Menu</span>
      </button>
      <ul id="main-menu" className={open ? 'main-menu main-menu--open' : 'main-menu'}>
        {mainMenu.map((item) =>
          isNavGroup(item) ? (
            <MenuDropdown key={item.label} group={item} isMobile={isMobile} />
          ) : (
            <li key={item.to} className="main-menu__item">
              <NavLink className="main-menu__link" to={item.to}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
