/** The quotes screens' own addresses (app/routes.ts maps them to the screens). */
export const ADMIN_QUOTES = '/admin/quotes';
export const adminQuotePath = (id: string) => `${ADMIN_QUOTES}/${encodeURIComponent(id)}`;
