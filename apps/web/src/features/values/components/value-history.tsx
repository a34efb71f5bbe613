import { lazy, useState } from 'react';
import { formatCount, VALUE_HISTORY_RANGES, wholeUsd, type ValueHistoryRange } from '@cardbinder/shared';
import { useValueHistory } from '../api/use-value-history';
import { dayLabel } from '../lib/format';
import { ChartWithTable } from './chart-with-table';
import '../values.css';

const HistoryChart = lazy(async () => ({ default: (await import('./history-chart')).HistoryChart }));

const RANGE_LABELS: Record<ValueHistoryRange, string> = { '30d': '30 days', '1y': '1 year', all: 'All' };

/** Value and card count over time (30 days, 1 year, all), with the same figures as a table. */
export function ValueHistory({ username }: { username?: string }) {
  const [range, setRange] = useState<ValueHistoryRange>('30d');
  const history = useValueHistory(range, username);
  // a private profile's history is not shown at all
  if (history.isError) return null;
  const rows = history.data?.history ?? [];
  return (
    <section className="value-history" aria-labelledby="value-history-title">
      <h2 id="value-history-title">Value over time</h2>
      <div className="values-chips" role="group" aria-label="Period">
        {VALUE_HISTORY_RANGES.map((each) => (
          <button
            key={each}
            type="button"
            className="values-chip"
            aria-pressed={each === range}
            onClick={() => setRange(each)}
          >
            {RANGE_LABELS[each]}
          </button>
        ))}
      </div>
      {history.isSuccess && rows.length === 0 ? (
        <p className="muted">No snapshots yet: the collection’s value is recorded once a day.</p>
      ) : null}
      {rows.length > 0 ? (
        <ChartWithTable
          label={`Collection value from ${wholeUsd(rows[0]!.value)} to ${wholeUsd(rows.at(-1)!.value)} and ${rows.at(-1)!.cards} cards, ${RANGE_LABELS[range]}`}
          height={240}
          chart={<HistoryChart history={rows} />}
          table={{
            summary: 'Value over time as a table',
            columns: ['Day', 'Cards', 'Value', 'Cost'],
            rows: rows.map((row) => ({
              key: row.day,
              cells: [dayLabel(row.day), formatCount(row.cards), wholeUsd(row.value), wholeUsd(row.cost)],
            })),
          }}
        />
      ) : null}
    </section>
  );
}
