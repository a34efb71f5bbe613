import { UsersScreen } from '@/features/admin-users';
import { usePageTitle } from '@/hooks/use-page-title';

/** /admin/users: admin and superadmin (the route guard shows Access Denied to others). */
export function AdminUsersPage() {
  usePageTitle('User Management');
  return <UsersScreen />;
}
