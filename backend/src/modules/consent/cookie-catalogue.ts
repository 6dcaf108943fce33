import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { COOKIE_CATEGORIES, CookieCategoryName, CookieRecordSeed } from './seed/cookies';

/** The categories of the cookies table, in the order the table shows them. */
export const COOKIE_RECORD_CATEGORIES: readonly CookieCategoryName[] = [
  'Strictly necessary',
  'Functional',
  'Analytics',
  'Marketing',
];

/** Where the visitor made the choice: the first banner, the preferences manager, or the footer link. */
export const CONSENT_SOURCES = ['banner', 'manager', 'footer'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Strictly necessary first, then the switchable categories; the stored order within a category. */
export function tableOrder<T extends Pick<CookieRecordSeed, 'category'>>(records: T[]): T[] {
  const rank = (record: T) => COOKIE_RECORD_CATEGORIES.indexOf(record.category);
  return [...records].sort((a, b) => rank(a) - rank(b));
}

/**
 * A short fingerprint of what the banner tells visitors. A consent records the version it was given
 * on, so it is provable later which wording and cookie list a visitor agreed to.
 */
export function bannerVersion(records: CookieRecordSeed[]): string {
  const content = JSON.stringify([
    COOKIE_CATEGORIES,
    records.map((r) => [r.category, r.name, r.description, r.retentionPeriod, r.dataController]),
  ]);
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...missing, ...right];
}

/**
 * The network an address belongs to, never the address: IPv4 to /24 (203.0.113.0), IPv6 to /48.
 * Enough to notice abuse from one network; too little to identify a household.
 */
export function networkPrefix(ip: string | undefined): string {
  if (!ip) return '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1] : ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(address)) {
    const groups = ipv6Groups(address.split('%')[0]).slice(0, 3);
    return `${groups.map((group) => parseInt(group, 16).toString(16)).join(':')}::`;
  }
  return '';
}
