import { useState } from 'react';
import { ArrowDown, ArrowUp, FlaskConical, Pencil, Trash2 } from 'lucide-react';
import { formatCount, TIER_LABELS, TIER_ORDER, type AdminAchievement } from '@cardbinder/shared';

type SortKey = 'name' | 'tier' | 'points' | 'users';
const SORTS: Record<SortKey, (a: AdminAchievement, b: AdminAchievement) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  tier: (a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier),
  points: (a, b) => a.points - b.points,
  users: (a, b) => a.user_count - b.user_count,
};

export interface RowActions {
  onToggle: (a: AdminAchievement) => void;
  onTest: (a: AdminAchievement) => void;
  onEdit: (a: AdminAchievement) => void;
  onDelete: (a: AdminAchievement) => void;
}

/**
 * Spec 3: status toggle, id, name with description, category, tier, points, requirement, users, flags S and R,
 * actions; name, tier, points and users sort (again on the same column reverses); a double click edits.
 * A plain table: the catalogue is a few hundred rows at most, nothing to virtualise.
 */
export function AchievementsTable({ rows, ...actions }: { rows: AdminAchievement[] } & RowActions) {
  const [sort, setSort] = useState<{ key: SortKey; asc: boolean } | null>(null);
  const sorted = sort
    ? [...rows].sort(
        (a, b) => (sort.asc ? 1 : -1) * SORTS[sort.key](a, b) || a.achievement_id - b.achievement_id,
      )
    : rows;
  const header = (key: SortKey, label: string) => (
    <th scope="col" aria-sort={sort?.key === key ? (sort.asc ? 'ascending' : 'descending') : undefined}>
      <button
        type="button"
        className="admin-achievements__sort"
        onClick={() => setSort((s) => (s?.key === key ? { key, asc: !s.asc } : { key, asc: true }))}
      >
        {label}
        {sort?.key === key ? sort.asc ? <ArrowUp size={12} /> : <ArrowDown size={12} /> : null}
      </button>
    </th>
  );

  return (
    <div className="admin-achievements__scroll">
      <table className="admin-achievements__table">
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">ID</th>
            {header('name', 'Name')}
            <th scope="col">Category</th>
            {header('tier', 'Tier')}
            {header('points', 'Points')}
            <th scope="col">Requirement</th>
            {header('users', 'Users')}
            <th scope="col">Flags</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((a) => (
            <tr key={a.achievement_id} onDoubleClick={() => actions.onEdit(a)}>
              <td>
                <label className="admin-achievements__toggle">
                  <input
                    type="checkbox"
                    role="switch"
                    checked={a.is_active}
                    aria-label={`${a.name} active`}
                    onChange={() => actions.onToggle(a)}
                  />
                  <span className="muted">{a.is_active ? 'Active' : 'Inactive'}</span>
                </label>
              </td>
              <td>{a.achievement_id}</td>
              <td>
                <strong>{a.name}</strong>
                <div className="muted admin-achievements__description">{a.description}</div>
              </td>
              <td>{a.category_name ?? 'Unknown'}</td>
              <td>
                <span className={`tier-badge tier-badge--${a.tier}`}>{TIER_LABELS[a.tier]}</span>
              </td>
              <td>{a.points}</td>
              <td>
                {a.requirement_type} {formatCount(a.requirement_value)}
              </td>
              <td>{a.user_count}</td>
              <td>
                {a.is_secret ? <abbr title="Secret">S</abbr> : null}{' '}
                {a.is_repeatable ? <abbr title="Repeatable">R</abbr> : null}
              </td>
              <td className="admin-achievements__actions">
                <button
                  type="button"
                  aria-label={`Test query of ${a.name}`}
                  title="Test query"
                  onClick={() => actions.onTest(a)}
                >
                  <FlaskConical size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Edit ${a.name}`}
                  title="Edit"
                  onClick={() => actions.onEdit(a)}
                >
                  <Pencil size={16} />
                </button>
                <button
                  type="button"
                  aria-label={`Delete ${a.name}`}
                  title="Delete"
                  onClick={() => actions.onDelete(a)}
                >
                  <Trash2 size={16} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
