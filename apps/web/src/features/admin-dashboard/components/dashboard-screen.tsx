import { useEffect } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES, hasRole } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { hasScreen } from '@/config/screens';
import { useAuth } from '@/features/auth';
import { useDashboard } from '../api/use-dashboard';
import { AggregatesPanel } from './aggregates-panel';
import { RecentActivityPanel, RecentUpdatesPanel } from './activity-panels';
import { AuditPanel } from './audit-panel';
import { HealthPanel } from './health-panel';
import { MetricsPanels } from './metrics-panels';
import { ModerationPanel } from './moderation-panel';
import { QueuePanel } from './queue-panel';
import '../admin-dashboard.css';

const QUICK_ACTIONS = [
  { label: 'Import cards', to: paths.admin.import },
  { label: 'Manage users', to: paths.admin.users },
  { label: 'Manage sets', to: paths.admin.sets },
  { label: 'System status', to: paths.status },
];

/** /admin (admin and superadmin): every block of spec 3 §2; the page title is not shown. */
export function DashboardScreen() {
  const { user } = useAuth();
  const dashboard = useDashboard();
  const degraded = dashboard.data?.degraded ?? false;
  useEffect(() => {
    if (degraded) toast.error(DASHBOARD_MESSAGES.loadFailed);
  }, [degraded]);

  if (dashboard.isPending) return <LoadingScreen label="Loading the dashboard..." />;
  const view = dashboard.data;
  return (
    <section className="page dash" aria-labelledby="admin-dashboard-title">
      {/* spec 3: the page title is not shown; it still names the page for screen readers */}
      <h1 id="admin-dashboard-title" className="visually-hidden">
        Admin Dashboard
      </h1>
      {degraded ? (
        <Alert tone="warning">{DASHBOARD_MESSAGES.loadFailed}; showing what the other calls returned.</Alert>
      ) : null}
      {dashboard.isError && !view ? <Alert>{DASHBOARD_MESSAGES.loadFailed}</Alert> : null}
      <nav className="dash-actions" aria-label="Quick actions">
        {QUICK_ACTIONS.filter((action) => hasScreen(action.to)).map((action) => (
          <Link key={action.to} to={action.to} className="dash-actions__item">
            {action.label}
          </Link>
        ))}
      </nav>
      <div className="dash-grid">
        {view ? (
          <>
            <HealthPanel health={view.systemHealth} />
            <MetricsPanels view={view} />
          </>
        ) : null}
        <AggregatesPanel />
        <QueuePanel />
        <ModerationPanel />
        <RecentActivityPanel items={view?.recentActivity} />
        <RecentUpdatesPanel entries={view?.recentUpdates} />
        {hasRole(user?.role, 'superadmin') ? <AuditPanel /> : null}
      </div>
      {view?.performance ? (
        <p className="dash-note">Dashboard answered in {view.performance.response_ms} ms.</p>
      ) : null}
    </section>
  );
}
