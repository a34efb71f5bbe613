import { Loader2 } from 'lucide-react';
import { relativeTime } from '@cardbinder/shared';
import { Panel } from '@/components/ui/panel';
import { useSpreadsheetQueue } from '../api/use-admin-actions';

const capitalised = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** The spreadsheet-generation queue, refreshed every 10 s; a processing job shows a spinning icon. */
export function QueuePanel() {
  const queue = useSpreadsheetQueue();
  if (!queue.data) return null;
  return (
    <Panel title={`Spreadsheet Queue (${queue.data.queue_length})`} className="dash-panel">
      {queue.data.jobs.length === 0 ? <p className="dash-note">The queue is empty.</p> : null}
      <ul className="dash-list">
        {queue.data.jobs.map((job) => (
          <li key={job.queue_id} className="dash-list__row">
            <span>
              {job.set_year} {job.set_name ?? 'Unknown set'}
              <span className="dash-note">
                {' '}
                · queued {relativeTime(job.queued_at)}
                {job.retry_count ? ` · retry ${job.retry_count}` : ''}
              </span>
            </span>
            <span className={`job-badge job-badge--${job.status}`}>
              {job.status === 'processing' ? (
                <Loader2 size={12} className="job-badge__spin" aria-hidden="true" />
              ) : null}
              {capitalised(job.status)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
