import type { Permission } from '../../api/auth';

/** An admin sidebar entry (SPEC §3 "Admin route entry"), and the permission its screens need. */
export interface AdminRouteEntry {
  url: string;
  text: string;
  permission: Permission;
}

/** The sidebar, in order (Log Out follows the last). Add a screen's entry here, and its route in app/routes.ts. */
export const adminNavEntries: readonly AdminRouteEntry[] = [
  // SPEC §3's five first, then the day's work, the site's content, and the settings.
  { url: '/admin/user', text: 'Users', permission: 'users' },
  { url: '/admin/posts', text: 'Blogs', permission: 'content' },
  { url: '/admin/statistics', text: 'Statistics', permission: 'statistics' },
  { url: '/admin/cms', text: 'CMS', permission: 'content' },
  { url: '/admin/renewals', text: 'Renewals', permission: 'renewals' },
  { url: '/admin/quotes', text: 'Quotes', permission: 'quotes:read' },
  { url: '/admin/payments', text: 'Payments', permission: 'payments:read' },
  { url: '/admin/contacts', text: 'Contacts', permission: 'enquiries' },
  { url: '/admin/feedback', text: 'Feedback', permission: 'enquiries' },
  { url: '/admin/policy-changes', text: 'Policy changes', permission: 'enquiries' },
  { url: '/admin/association-quotes', text: 'Association quotes', permission: 'enquiries' },
  { url: '/admin/uploads', text: 'Uploads', permission: 'content' },
  { url: '/admin/faqs', text: 'FAQs', permission: 'content' },
  { url: '/admin/jargon', text: 'Jargon', permission: 'content' },
  { url: '/admin/cookies', text: 'Cookies', permission: 'settings' },
  { url: '/admin/rating', text: 'Rating tables', permission: 'rating' },
  { url: '/admin/api-keys', text: 'API keys', permission: 'api-keys' },
  { url: '/admin/webhooks', text: 'Webhooks', permission: 'webhooks' },
  { url: '/admin/audit', text: 'Audit log', permission: 'audit' },
  { url: '/admin/data-protection', text: 'Data protection', permission: 'data-protection' },
  { url: '/admin/outbox', text: 'Outbox', permission: 'audit' },
];

/** The entries a session with these permissions may open. */
export function navEntriesFor(permissions: readonly Permission[]): AdminRouteEntry[] {
  return adminNavEntries.filter((entry) => permissions.includes(entry.permission));
}

/** Where a staff member starts: the first screen their role may open. */
export function adminHomeFor(permissions: readonly Permission[]): string {
  return (navEntriesFor(permissions)[0] ?? adminNavEntries[0]).url;
}

/** Whether these permissions open the admin screen at `pathname` (its entry's, or its parent's). */
export function mayOpen(permissions: readonly Permission[], pathname: string): boolean {
  const entry = adminNavEntries.find(({ url }) => pathname === url || pathname.startsWith(`${url}/`));
  return !entry || permissions.includes(entry.permission);
}
