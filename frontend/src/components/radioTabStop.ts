/**
 * A radio group is one Tab stop, the arrow keys moving within it (the native pattern). Chromium makes
 * only the checked radio a stop, but stops on every radio of a group with none checked yet: this gives
 * the first one the stop then, and the checked one after.
 */
export function radioTabIndex(index: number, checked: boolean, anyChecked: boolean): 0 | -1 {
  return checked || (!anyChecked && index === 0) ? 0 : -1;
}
