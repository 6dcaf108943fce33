// The admin area's one lazy chunk (app/routes.ts): each screen is re-exported from its folder.
export { ApiKeysPage } from './api-keys/ApiKeysPage';
export { AuditLogPage } from './audit/AuditLogPage';
export { CmsSectionsPage as CmsPage } from './cms/CmsSectionsPage';
export { CmsSectionPage } from './cms/CmsSectionPage';
export { OutboxPage } from './mail/OutboxPage';
export { PostCreatePage } from './posts/PostCreatePage';
export { PostEditPage } from './posts/PostEditPage';
export { PostsPage } from './posts/PostsPage';
export { RenewalAdminPage } from './renewals/RenewalAdminPage';
export { RenewalsAdminPage } from './renewals/RenewalsAdminPage';
export { RenewalsImportPage } from './renewals/RenewalsImportPage';
export { StatisticsPage } from './statistics/StatisticsPage';
export { UserCreatePage } from './users/UserCreatePage';
export { UserEditPage } from './users/UserEditPage';
export { UploadsPage } from './uploads/UploadsPage';
export { UsersPage } from './users/UsersPage';
