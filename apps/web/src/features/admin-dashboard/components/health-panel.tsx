import { CheckCircle2, AlertTriangle } from 'lucide-react';
import { Panel } from '@/components/ui/panel';
import type { DashboardView } from '../api/use-dashboard';

const bytes = (value: number) => {
  const gb = value / 1024 ** 3;
  return gb >= 1 ? `${gb.toFixed(1)} GB` : `${(value / 1024 ** 2).toFixed(0)} MB`;
};

const uptime = (seconds: number) => {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days ? `${days}d ${hours}h` : hours ? `${hours}h ${minutes}m` : `${minutes}m`;
};

function Check({ ok, label, detail }: { ok: boolean | undefined; label: string; detail: string }) {
  const Icon = ok === false ? AlertTriangle : CheckCircle2;
  return (
    <li className={`dash-health__item${ok === false ? ' dash-health__item--bad' : ''}`}>
      <Icon size={16} aria-hidden="true" />
      <span className="dash-health__label">{label}</span>
      <span>{detail}</span>
    </li>
  );
}

/** System health, refreshed with the dashboard every 30 s. */
export function HealthPanel({ health }: { health: DashboardView['systemHealth'] }) {
  if (!health) return null;
  const { database, jobs, disk } = health;
  return (
    <Panel title="System Health" className="dash-panel">
      <ul className="dash-health">
        <Check
          ok={database?.connected}
          label="Database"
          detail={database ? `${database.connected ? 'Connected' : 'Down'} · ${database.latency_ms} ms` : '—'}
        />
        {jobs ? (
          <Check
            ok={health.worker_alive}
            label="Job queue"
            detail={`${jobs.queued} queued · ${jobs.processing} processing · ${jobs.failed_24h} failed (24 h)`}
          />
        ) : null}
        {health.worker_alive !== undefined ? (
          <Check
            ok={health.worker_alive}
            label="Worker"
            detail={health.worker_alive ? 'Alive' : 'Not keeping up'}
          />
        ) : null}
        {health.disk !== undefined ? (
          <Check
            ok={disk ? disk.used_percent < 90 : undefined}
            label="Disk (data folder)"
            detail={
              disk
                ? `${disk.used_percent}% used · ${bytes(disk.used_bytes)} of ${bytes(disk.total_bytes)}`
                : 'Unknown'
            }
          />
        ) : null}
        {health.mail_configured !== undefined ? (
          <Check
            ok={health.mail_configured}
            label="Mail"
            detail={health.mail_configured ? 'Transport configured' : 'Not configured (mail goes to the log)'}
          />
        ) : null}
        <Check ok={undefined} label="Version" detail={health.version ?? '—'} />
        <Check
          ok={undefined}
          label="Uptime"
          detail={health.uptime_seconds != null ? uptime(health.uptime_seconds) : '—'}
        />
      </ul>
    </Panel>
  );
}
