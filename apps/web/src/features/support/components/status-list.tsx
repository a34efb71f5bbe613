import { CheckCircle2, AlertTriangle, XCircle } from 'lucide-react';
import type { ServiceState, SystemStatus } from '@cardbinder/shared';

const STATE_TEXT: Record<ServiceState, string> = {
  operational: 'Operational',
  degraded: 'Degraded',
  down: 'Down',
};

const SUMMARY: Record<ServiceState, string> = {
  operational: 'All systems operational',
  degraded: 'Some systems are slower than usual',
  down: 'Some systems are not working',
};

function StateBadge({ state }: { state: ServiceState }) {
  const Icon = state === 'operational' ? CheckCircle2 : state === 'degraded' ? AlertTriangle : XCircle;
  return (
    <span className={`service-state service-state--${state}`}>
      <Icon size={16} aria-hidden="true" />
      {STATE_TEXT[state]}
    </span>
  );
}

export function StatusSummary({ status }: { status: ServiceState }) {
  return (
    <p className={`status-summary status-summary--${status}`} role="status">
      {SUMMARY[status]}
    </p>
  );
}

/** One row per part of the service, each with its own state and what a visitor can read from it. */
export function StatusList({ status }: { status: SystemStatus }) {
  const rows: { name: string; state: ServiceState; detail: string }[] = [
    { name: 'Website and API', state: status.api.status, detail: `Answered in ${status.api.response_ms} ms` },
    {
      name: 'Database',
      state: status.database.status,
      detail: status.database.latency_ms === null ? 'Not reachable' : `${status.database.latency_ms} ms`,
    },
    {
      name: 'Background jobs',
      state: status.jobs.status,
      detail:
        status.jobs.status === 'operational'
          ? 'Spreadsheets and imports are processed'
          : 'Spreadsheets and imports may take longer',
    },
  ];
  return (
    <ul className="status-list">
      {rows.map((row) => (
        <li key={row.name} className="status-list__row">
          <span className="status-list__name">{row.name}</span>
          <span className="status-list__detail">{row.detail}</span>
          <StateBadge state={row.state} />
        </li>
      ))}
    </ul>
  );
}
