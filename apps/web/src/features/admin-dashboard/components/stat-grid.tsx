import { shortNumber } from '@cardbinder/shared';

export interface Stat {
  label: string;
  value: number | string | null | undefined;
}

/** Figures with their labels; numbers are shortened with K and M (spec 3 §2). */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="dash-stats">
      {stats.map((stat) => (
        <div key={stat.label} className="dash-stats__item">
          <dt>{stat.label}</dt>
          <dd>
            {stat.value == null ? '—' : typeof stat.value === 'number' ? shortNumber(stat.value) : stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
