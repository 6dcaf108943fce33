import { useId, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import type { NavGroup } from './navigation';
import { useOpenUntilNavigation } from './useOpenUntilNavigation';

/**
 * A menu entry with a submenu. Desktop: opens on hover and while keyboard focus is inside it.
 * Mobile: the button toggles it (SPEC §2). Escape closes it and returns focus to the button.
 */
export function MenuDropdown({ group, isMobile }: { group: NavGroup; isMobile: boolean }) {
  const [open, setOpen] = useOpenUntilNavigation();
  const submenuId = useId();

  const desktopHandlers = isMobile
    ? {}
    : {
        onMouseEnter: () => setOpen(true),
        // Keyboard focus inside keeps it open: closing it would hide the link focus is on.
        onMouseLeave: (event: MouseEvent<HTMLLIElement>) => {
          if (!event.currentTarget.contains(document.activeElement)) setOpen(false);
        },
        // Only focus arriving from outside opens it, so Escape can hand focus back to the button.
        onFocus: (event: FocusEvent<HTMLLIElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setOpen(true);
        },
        onBlur: (event: FocusEvent<HTMLLIElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
        },
      };

  const closeOnEscape = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Handled here: the phone menu around it stays open until a second Escape.
    event.preventDefault();
    setOpen(false);
    event.currentTarget.querySelector('button')?.focus();
  };

  return (
    <li className="main-menu__item main-menu__item--group" onKeyDown={closeOnEscape} {...desktopHandlers}>
      <button
        type="button"
        className="main-menu__link main-menu__toggle"
        aria-expanded={open}
        aria-controls={submenuId}
        // On desktop hover or focus has already opened it; a click must not snap it shut under the pointer.
        onClick={() => setOpen(isMobile ? !open : true)}
      >
        {group.label}
        <svg className="main-menu__chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4.5 6 8.5l4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
      <ul id={submenuId} className="submenu" hidden={!open}>
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink className="submenu__link" to={link.to}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
