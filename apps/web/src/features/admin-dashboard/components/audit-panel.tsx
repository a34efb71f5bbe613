import { useState } from 'react';
import { AUDIT_ACTIONS, relativeTime, type AuditAction } from '@cardbinder/shared';
import { Pager } from '@/components/ui/pager';
import { Panel } from '@/components/ui/panel';
import { SelectField } from '@/components/ui/select-field';
import { useAuditTrail } from '../api/use-admin-actions';

const change = (value: unknown) => (value == null ? '' : JSON.stringify(value));

/** The full audit trail, filterable by action (superadmins only; the server refuses others). */
export function AuditPanel() {
  const [action, setAction] = useState<AuditAction | ''>('');
  const [page, setPage] = useState(1);
  const trail = useAuditTrail({ action: action || undefined, page }, true);
  const pagination = trail.data?.pagination;
  return (
    <Panel title="Audit Trail" className="dash-panel dash-panel--wide">
      <SelectField
        label="Action"
        className="dash-filter"
        value={action}
        onChange={(value) => {
          setAction(value as AuditAction | '');
          setPage(1);
        }}
      >
        <option value="">All actions</option>
        {AUDIT_ACTIONS.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
      {trail.isError ? <p className="dash-note">Failed to load the audit trail</p> : null}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a wide table scrolls sideways on phones; keyboard users need to focus it to scroll */}
      <div className="dash-audit" role="region" aria-label="Audit entries" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Target</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {trail.data?.entries.map((entry) => (
              <tr key={entry.audit_id}>
                <td title={entry.created_at}>{relativeTime(entry.created_at)}</td>
                <td>{entry.actor_name}</td>
                <td>{entry.action}</td>
                <td>{entry.summary}</td>
                <td className="dash-audit__json">{change(entry.before)}</td>
                <td className="dash-audit__json">{change(entry.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination ? (
        <Pager
          label="Audit pages"
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPage={setPage}
        />
      ) : null}
    </Panel>
  );
}
