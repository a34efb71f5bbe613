import { formatCount } from '@cardbinder/shared';
import { useDatabaseStats } from '../api/use-database-stats';

export function DatabaseCounts() {
  const { stats } = useDatabaseStats();
  const items = [
    { label: 'Cards', value: stats?.cards },
    { label: 'Players', value: stats?.players },
    { label: 'Teams', value: stats?.teams },
  ];
  return (
    <dl className="database-counts" aria-busy={stats === null}>
      {items.map((item) => (
        <div key={item.label} className="database-counts__item">
          <dt>{item.label}</dt>
          <dd>{item.value === undefined ? '—' : formatCount(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
