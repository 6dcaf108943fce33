// The admin area's one lazy chunk (app/routes.ts): each screen is re-exported from its folder. The
// placeholders below stand in for screens still being built; replace each with its folder's export.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export { ApiKeysPage } from './api-keys/ApiKeysPage';
export { AuditLogPage } from './audit/AuditLogPage';
export { ContactPage, ContactsPage } from './enquiries/ContactPages';
export { CookieRecordCreatePage, CookieRecordEditPage, CookieRecordsPage } from './cookies/CookieRecordPages';
export { FeedbackListPage, FeedbackPage } from './enquiries/FeedbackPages';
export { FaqCreatePage, FaqEditPage, FaqsPage } from './help/FaqPages';
export { JargonCreatePage, JargonEditPage, JargonPage } from './help/JargonPages';
export { PolicyChangePage, PolicyChangesPage } from './enquiries/PolicyChangePages';
export { AssociationQuotePage, AssociationQuotesPage } from './offers/AssociationQuotePages';
export { OutboxPage } from './mail/OutboxPage';
export { StatisticsPage } from './statistics/StatisticsPage';
export { UserCreatePage } from './users/UserCreatePage';
export { UserEditPage } from './users/UserEditPage';
export { UsersPage } from './users/UsersPage';

export function PostsPage() {
  return <PlaceholderPage heading="All Posts" />;
}

export function PostCreatePage() {
  return <PlaceholderPage heading="Create a Post" />;
}

export function PostEditPage() {
  return <PlaceholderPage heading="Edit a Post" />;
}

export function CmsPage() {
  return <PlaceholderPage heading="CMS" />;
}

export function CmsSectionPage() {
  return <PlaceholderPage heading="Edit a CMS Section" />;
}

export function RenewalsAdminPage() {
  return <PlaceholderPage heading="Renewals" />;
}

export function RenewalsImportPage() {
  return <PlaceholderPage heading="Import Renewals" />;
}

export function RenewalAdminPage() {
  return <PlaceholderPage heading="Renewal" />;
}
