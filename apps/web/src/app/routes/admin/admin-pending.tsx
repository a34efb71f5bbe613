import { useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { ADMIN_NAV } from '@/app/layout/nav-links';

/** Admin routes whose screens are not built yet; they keep the admin bar's links from dead-ending. */
export function AdminPendingPage() {
  const { pathname } = useLocation();
  const entry = ADMIN_NAV.find((item) => item.to === pathname.replace(/\/$/, ''));
  const title = entry ? `Admin ${entry.label}` : 'Admin';
  usePageTitle(title);
  return (
    <section className="page page--narrow status-page">
      <h1>{title}</h1>
      <p>This back-office screen is not available yet.</p>
      <ButtonLink to={paths.admin.dashboard} variant="secondary">
        Back to Admin Dashboard
      </ButtonLink>
    </section>
  );
}
