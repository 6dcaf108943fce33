import { PlaceholderPage } from '../../components/PlaceholderPage';

export function UsersPage() {
  return <PlaceholderPage heading="All Users" />;
}

export function UserCreatePage() {
  return <PlaceholderPage heading="Create a User" />;
}

export function UserEditPage() {
  return <PlaceholderPage heading="Edit a User" />;
}

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

export function StatisticsPage() {
  return <PlaceholderPage heading="Statistics" />;
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
