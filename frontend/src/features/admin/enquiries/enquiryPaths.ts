/** The received-enquiry screens' addresses (app/routes.ts maps them to the screens). */
export const CONTACTS_LIST = '/admin/contacts';
export const contactPath = (id: string) => `/admin/contacts/edit/${encodeURIComponent(id)}`;
export const FEEDBACK_LIST = '/admin/feedback';
export const feedbackPath = (id: string) => `/admin/feedback/${encodeURIComponent(id)}`;
export const POLICY_CHANGES_LIST = '/admin/policy-changes';
export const policyChangePath = (id: string) => `/admin/policy-changes/${encodeURIComponent(id)}`;
export const ASSOCIATION_QUOTES_LIST = '/admin/association-quotes';
export const associationQuotePath = (id: string) => `/admin/association-quotes/${encodeURIComponent(id)}`;
