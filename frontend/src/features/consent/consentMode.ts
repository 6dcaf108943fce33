import { gtag } from '../analytics/dataLayer';
import { consentChoices, consentDefaults, type CookieCategory } from './consentMachine';

/** How long tags hold off, on first load, for the saved choice before firing under the defaults. */
const WAIT_FOR_UPDATE_MS = 500;

/** Google Consent Mode v2: the defaults must be on the data layer before the tag manager loads. */
export function pushConsentDefault(): void {
  gtag('consent', 'default', { ...consentDefaults(), wait_for_update: WAIT_FOR_UPDATE_MS });
}

export function pushConsentUpdate(categories: readonly CookieCategory[]): void {
  gtag('consent', 'update', consentChoices(categories));
}
