import {
  relativeTime,
  RECENT_UPDATES_SHOWN,
  type AuditEntry,
  type RecentActivityItem,
} from '@cardbinder/shared';
import { Panel } from '@/components/ui/panel';

const ACTIVITY_LABELS: Record<RecentActivityItem['kind'], string> = {
  signup: 'New user',
  comment: 'Comment',
  collection: 'Collection',
};

export const auditSentence = (entry: AuditEntry) =>
  `${entry.actor_name} · ${entry.action} · ${entry.summary}`;

/** The newest sign-ups, comments and collection additions (10). */
export function RecentActivityPanel({ items }: { items: RecentActivityItem[] | undefined }) {
  if (!items) return null;
  return (
    <Panel title="Recent Activity" className="dash-panel">
      {items.length === 0 ? <p className="dash-note">Nothing yet.</p> : null}
      <ul className="dash-list">
        {items.map((item, index) => (
          <li key={`${item.kind}-${item.at}-${index}`} className="dash-list__row dash-list__row--stack">
            <span>
              <span className="dash-kind">{ACTIVITY_LABELS[item.kind]}</span> <strong>{item.username}</strong>{' '}
              {item.description}
            </span>
            <span className="dash-note">{relativeTime(item.at)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Staff actions from the audit trail: the answer keeps 10, the panel shows 5. */
export function RecentUpdatesPanel({ entries }: { entries: AuditEntry[] | undefined }) {
  if (!entries) return null;
  return (
    <Panel title="Recent Updates" className="dash-panel">
      {entries.length === 0 ? <p className="dash-note">No staff actions yet.</p> : null}
      <ul className="dash-list">
        {entries.slice(0, RECENT_UPDATES_SHOWN).map((entry) => (
          <li key={entry.audit_id} className="dash-list__row dash-list__row--stack">
            <span>{auditSentence(entry)}</span>
            <span className="dash-note">{relativeTime(entry.created_at)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
