import { formatCount, COMPLETENESS_TARGETS } from '@cardbinder/shared';
import { Panel } from '@/components/ui/panel';
import type { DashboardView } from '../api/use-dashboard';
import { StatGrid } from './stat-grid';

const money = (value: number) =>
  value >= 1000
    ? `$${(value / (value >= 1_000_000 ? 1_000_000 : 1000)).toFixed(1).replace(/\.0$/, '')}${value >= 1_000_000 ? 'M' : 'K'}`
    : `$${value.toFixed(0)}`;

/** User metrics, collection metrics and the catalogue's size and completeness. */
export function MetricsPanels({ view }: { view: DashboardView }) {
  const { userMetrics: users, collectionMetrics: collection, databaseStats: database } = view;
  return (
    <>
      {users ? (
        <Panel title="Users" className="dash-panel">
          <StatGrid
            stats={[
              { label: 'Total', value: users.total },
              { label: 'Verified', value: users.verified },
              { label: 'Active (7 days)', value: users.active_7d },
              { label: 'Active (30 days)', value: users.active_30d },
              { label: 'New this week', value: users.new_this_week },
              { label: 'Muted', value: users.muted },
            ]}
          />
        </Panel>
      ) : null}
      {collection ? (
        <Panel title="Collections" className="dash-panel">
          <StatGrid
            stats={[
              { label: 'Entries', value: collection.entries },
              { label: 'Collectors', value: collection.collectors },
              { label: 'Value', value: money(collection.total_value) },
              { label: 'Photos', value: collection.photos },
            ]}
          />
          <p className="dash-note">Counted {new Date(collection.computed_at).toLocaleString()}</p>
        </Panel>
      ) : collection === null ? (
        <Panel title="Collections" className="dash-panel">
          <p className="dash-note">
            Counting the collections in the background; the figures appear with the next refresh.
          </p>
        </Panel>
      ) : null}
      {database ? (
        <Panel title="Database" className="dash-panel">
          <StatGrid
            stats={[
              { label: 'Cards', value: database.cards },
              { label: 'Sets', value: database.sets },
              { label: 'Series', value: database.series },
              { label: 'Players', value: database.players },
              { label: 'Teams', value: database.teams },
            ]}
          />
          <div className="dash-completeness">
            <span id="dash-completeness-label">Data completeness: {database.completeness}%</span>
            <progress aria-labelledby="dash-completeness-label" max={100} value={database.completeness} />
            <p className="dash-note">
              Against{' '}
              {Object.entries(COMPLETENESS_TARGETS)
                .map(([name, target]) => `${formatCount(target)} ${name}`)
                .join(', ')}
              .
            </p>
          </div>
        </Panel>
      ) : null}
    </>
  );
}
