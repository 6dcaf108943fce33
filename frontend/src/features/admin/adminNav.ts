/** An admin sidebar entry (SPEC §3 "Admin route entry"). */
export interface AdminRouteEntry {
  url: string;
  text: string;
}

export const adminNavEntries: readonly AdminRouteEntry[] = [
  { url: '/admin/user', text: 'Users' },
  { url: '/admin/posts', text: 'Blogs' },
  { url: '/admin/statistics', text: 'Statistics' },
  { url: '/admin/cms', text: 'CMS' },
  { url: '/admin/renewals', text: 'Renewals' },
];
