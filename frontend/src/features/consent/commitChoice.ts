import { recordConsent } from '../../api/cookies';
import { track } from '../analytics/dataLayer';
import {
  encodeCategories,
  STORAGE_KEY,
  type CategoryName,
  type ConsentState,
  type CookieCategory,
} from './consentMachine';
import { pushConsentUpdate } from './consentMode';
import { readStored, writeStored } from './deviceStorage';

/** Where the visitor chose: the banner's buttons, or Save and close in the manager reached from the banner or from the footer. */
export type ConsentSource = 'banner' | 'manager' | 'footer';

/** Recorded when the server's list (and so its version) could not be loaded before the choice. */
export const VERSION_UNAVAILABLE = 'unavailable';

/** A random id that ties this browser's choices together on the server without identifying the visitor. */
export const ANONYMOUS_ID_KEY = 'dgCookiesId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// crypto.randomUUID exists only on HTTPS or localhost; getRandomValues works everywhere.
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function anonymousId(): string {
  const stored = readStored(ANONYMOUS_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const id = randomUuid();
  writeStored(ANONYMOUS_ID_KEY, id);
  return id;
}

export function choicesOf(categories: readonly CookieCategory[]) {
  const accepted = (name: CategoryName) => categories.some((c) => c.name === name && c.isAccepted);
  return {
    functional: accepted('Functional'),
    analytics: accepted('Analytics'),
    marketing: accepted('Marketing'),
  };
}

/** Everything a saved choice sets off: remembered, applied to the tags, counted and recorded. */
export function commitChoice({ categories, cookieList }: ConsentState, source: ConsentSource): void {
  writeStored(STORAGE_KEY, encodeCategories(categories));
  pushConsentUpdate(categories);
  const choices = choicesOf(categories);
  track('consent_choice', { consent_source: source, ...choices });
  const bannerVersion = cookieList.version || VERSION_UNAVAILABLE;
  // The choice already applies in this browser; the server's copy is the record of it, so a failed
  // call must not get in the visitor's way.
  recordConsent({ anonymousId: anonymousId(), choices, bannerVersion, source }).catch(() => undefined);
}
