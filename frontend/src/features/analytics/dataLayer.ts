declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's queue; created here when no container has made it yet. */
export function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

type ConsentValue = 'granted' | 'denied';

/** Google Consent Mode v2 parameters: a storage type (for example ad_storage) granted or denied. */
export type ConsentParams = Record<string, ConsentValue | number>;

/**
 * Google's gtag(): the tag manager reads a consent command only from an `arguments` object on the data
 * layer, not from an array, so this pushes `arguments` itself rather than its own copy of the values.
 */
export function gtag(command: 'consent', action: 'default' | 'update', params: ConsentParams): void;
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- see above: GTM needs the Arguments object
  dataLayer().push(arguments);
}

/** Pushes an event for the tag manager's triggers, for example `track('quote_start', { cover: 'learner' })`. */
export function track(event: string, params: Record<string, unknown> = {}): void {
  dataLayer().push({ ...params, event });
}
