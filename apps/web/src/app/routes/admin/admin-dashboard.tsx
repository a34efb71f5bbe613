import { DashboardScreen } from '@/features/admin-dashboard';
import { usePageTitle } from '@/hooks/use-page-title';

/** /admin: the back office's dashboard (admin and superadmin; spec 3 §2 shows no page title on it). */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  return <DashboardScreen />;
}
