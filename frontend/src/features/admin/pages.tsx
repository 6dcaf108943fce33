// The admin area's one lazy chunk (app/routes.ts): each screen is re-exported from its folder. The
// placeholders below stand in for screens still being built; replace each with its folder's export.
import { PlaceholderPage } from '../../components/PlaceholderPage';

export { ApiKeysPage } from './api-keys/ApiKeysPage';
export { AuditLogPage } from './audit/AuditLogPage';
export { CmsSectionsPage as CmsPage } from './cms/CmsSectionsPage';
export { CmsSectionPage } from './cms/CmsSectionPage';
export { OutboxPage } from './mail/OutboxPage';
export { PostCreatePage } from './posts/PostCreatePage';
export { PostEditPage } from './posts/PostEditPage';
export { PostsPage } from './posts/PostsPage';
export { StatisticsPage } from './statistics/StatisticsPage';
export { UserCreatePage } from './users/UserCreatePage';
export { UserEditPage } from './users/UserEditPage';
export { UploadsPage } from './uploads/UploadsPage';
export { UsersPage } from './users/UsersPage';

export function RenewalsAdminPage() {
  return <PlaceholderPage heading="Renewals" />;
}

export function RenewalsImportPage() {
  return <PlaceholderPage heading="Import Renewals" />;
}

export function RenewalAdminPage() {
  return <PlaceholderPage heading="Renewal" />;
}
