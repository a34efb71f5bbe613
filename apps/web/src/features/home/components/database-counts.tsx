import { useDatabaseStats } from '../api/use-database-stats';

const numberFormat = new Intl.NumberFormat('en-US');

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
          <dd>{item.value === undefined ? '—' : numberFormat.format(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
