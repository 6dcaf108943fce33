/** The help content screens' addresses (app/routes.ts maps them to the screens). */
export const FAQS_LIST = '/admin/faqs';
export const FAQ_CREATE = '/admin/faqs/create';
export const faqEditPath = (id: string) => `/admin/faqs/edit/${encodeURIComponent(id)}`;
export const JARGON_LIST = '/admin/jargon';
export const JARGON_CREATE = '/admin/jargon/create';
export const jargonEditPath = (id: string) => `/admin/jargon/edit/${encodeURIComponent(id)}`;
