import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';
import { usePageTitle } from '@/hooks/use-page-title';
import { adminEntriesFor } from '@/app/layout/nav-links';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { Page } from '@/components/ui/page';

/** /admin: the back-office landing (its panels arrive with the back-office issues). */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  const { user } = useAuth();
  return (
    <Page title="Admin Dashboard">
      <ul className="admin-links">
        {adminEntriesFor(user?.role)
          .filter((entry) => entry.to !== paths.admin.dashboard)
          .map(({ label, to }) => (
            <li key={to}>
              <Link to={to} className="admin-links__item">
                {label}
              </Link>
            </li>
          ))}
        {hasScreen(paths.status) ? (
          <li>
            <Link to={paths.status} className="admin-links__item">
              System Status
            </Link>
          </li>
        ) : null}
      </ul>
    </Page>
  );
}
