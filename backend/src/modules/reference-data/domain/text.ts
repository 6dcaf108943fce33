/** Folds case and Irish fadas (Dún Laoghaire → dun laoghaire) so searches match however people type. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Lower-case words of letters, digits and apostrophes; everything else separates words. */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9']+/)
    .filter((word) => word.length > 0);
}

/** A stable, URL-safe key for a name: 'Carrick-on-Shannon' → 'carrick-on-shannon'. */
export function slug(text: string): string {
  return words(text.replace(/'/g, '')).join('-');
}
