import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state for menus that close on every navigation (even to the same page): the state
 * remembers which location it was opened on, so a new location reads as closed without an effect.
 */
export function useOpenUntilNavigation(): [boolean, (open: boolean) => void] {
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  return [openOn === key, (open) => setOpenOn(open ? key : null)];
}
