// Test data shared by the consent, competition and API tests; nothing in the app imports it.
import { consentExpiry, STORAGE_KEY, type CategoryName, type CookieRecord } from './consentMachine';

/** A choice as the app stores it under dgCookies; unnamed categories are rejected. */
export function storedChoice(
  accepted: Partial<Record<CategoryName, boolean>> = {},
  expiresAt = consentExpiry(new Date()).toISOString(),
): string {
  return JSON.stringify(
    (['Functional', 'Analytics', 'Marketing'] as const).map((name) => ({
      name,
      isAccepted: accepted[name] ?? false,
      isSaved: true,
      expiresAt,
    })),
  );
}

/** A returning visitor: their choice is in local storage and still in force. */
export function saveChoice(accepted?: Partial<Record<CategoryName, boolean>>, expiresAt?: string): void {
  localStorage.setItem(STORAGE_KEY, storedChoice(accepted, expiresAt));
}

export const GA_RECORD: CookieRecord = {
  category: 'Analytics',
  name: '_ga',
  description: 'Counts visits.',
  retentionPeriod: '2 years',
  dataController: 'Us',
};
