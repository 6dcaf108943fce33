/** An admin sidebar entry (SPEC §3 "Admin route entry"). */
export interface AdminRouteEntry {
  url: string;
  text: string;
}

/** The sidebar, in order (Log Out follows the last). Add a screen's entry here, and its route in app/routes.ts. */
export const adminNavEntries: readonly AdminRouteEntry[] = [
  // SPEC §3's five first, then the day's work, the site's content, and the settings.
  { url: '/admin/user', text: 'Users' },
  { url: '/admin/posts', text: 'Blogs' },
  { url: '/admin/statistics', text: 'Statistics' },
  { url: '/admin/cms', text: 'CMS' },
  { url: '/admin/renewals', text: 'Renewals' },
  { url: '/admin/quotes', text: 'Quotes' },
  { url: '/admin/payments', text: 'Payments' },
  { url: '/admin/contacts', text: 'Contacts' },
  { url: '/admin/feedback', text: 'Feedback' },
  { url: '/admin/policy-changes', text: 'Policy changes' },
  { url: '/admin/association-quotes', text: 'Association quotes' },
  { url: '/admin/uploads', text: 'Uploads' },
  { url: '/admin/faqs', text: 'FAQs' },
  { url: '/admin/jargon', text: 'Jargon' },
  { url: '/admin/cookies', text: 'Cookies' },
  { url: '/admin/rating', text: 'Rating tables' },
  { url: '/admin/api-keys', text: 'API keys' },
  { url: '/admin/audit', text: 'Audit log' },
  { url: '/admin/data-protection', text: 'Data protection' },
  { url: '/admin/outbox', text: 'Outbox' },
];
