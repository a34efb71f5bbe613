import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ADMIN_NAV } from '@/app/layout/nav-links';

/** /admin: the back-office landing (its panels arrive with the back-office issues). */
export function AdminDashboardPage() {
  usePageTitle('Admin Dashboard');
  return (
    <section className="page" aria-labelledby="admin-title">
      <header className="page__header">
        <h1 id="admin-title">Admin Dashboard</h1>
      </header>
      <ul className="admin-links">
        {ADMIN_NAV.filter((entry) => entry.to !== paths.admin.dashboard).map(({ label, to }) => (
          <li key={to}>
            <Link to={to} className="admin-links__item">
              {label}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.status} className="admin-links__item">
            System Status
          </Link>
        </li>
      </ul>
    </section>
  );
}
