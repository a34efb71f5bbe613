import { lazy, useState } from 'react';
import type { CardValue } from '@cardbinder/shared';
import { useCardValues } from '../api/use-card-values';
import { dayLabel, dollars, monthLabel } from '../lib/format';
import { ChartWithTable } from './chart-with-table';
import '../values.css';

const MonthlyChart = lazy(async () => ({ default: (await import('./monthly-chart')).MonthlyChart }));

export const NO_VALUE_YET = 'No value yet';

/** The card's raw value for the Current Value box, or 'No value yet'. */
export function CardRawValue({ cardId }: { cardId: number }) {
  const values = useCardValues(cardId);
  if (values.isPending) return <>…</>;
  const raw = values.data?.values.find((value) => value.bucket === 'raw');
  return <>{raw ? dollars(raw.value) : NO_VALUE_YET}</>;
}

function evidence(value: CardValue): string {
  const noun = value.source === 'sales' ? 'sale' : 'estimate';
  const count = `${value.sales_count} ${noun}${value.sales_count === 1 ? '' : 's'}`;
  return `${count} from ${value.collector_count} collectors`;
}

function dates(value: CardValue): string {
  if (!value.first_date || !value.last_date) return 'Collectors’ estimates';
  return value.first_date === value.last_date
    ? dayLabel(value.first_date)
    : `${dayLabel(value.first_date)} – ${dayLabel(value.last_date)}`;
}

/** Values per grade bucket with their evidence, and a chart of monthly medians with a table beside it. */
export function CardValuesPanel({ cardId }: { cardId: number }) {
  const values = useCardValues(cardId);
  const [chosen, setChosen] = useState<string | null>(null);
  const list = values.data?.values ?? [];
  const charted = list.filter((value) => value.monthly.length > 0);
  const shown = charted.find((value) => value.bucket === chosen) ?? charted[0];
  return (
    <section className="values-panel" aria-labelledby="values-panel-title">
      <h2 id="values-panel-title">Values by grade</h2>
      {values.isError ? <p className="muted">Values could not be loaded.</p> : null}
      {values.isSuccess && list.length === 0 ? (
        <p className="muted">
          {NO_VALUE_YET}: a value shows once at least 3 collectors have recorded what they paid.
        </p>
      ) : null}
      {list.length > 0 ? (
        <div className="values-table-wrap">
          <table className="values-table">
            <thead>
              <tr>
                <th scope="col">Grade</th>
                <th scope="col">Value</th>
                <th scope="col">Evidence</th>
                <th scope="col">Dates</th>
              </tr>
            </thead>
            <tbody>
              {list.map((value) => (
                <tr key={value.bucket}>
                  <th scope="row">{value.label}</th>
                  <td>{dollars(value.value)}</td>
                  <td>{evidence(value)}</td>
                  <td>{dates(value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {shown ? (
        <div className="values-monthly">
          <h3>Monthly medians</h3>
          {charted.length > 1 ? (
            <div className="values-chips" role="group" aria-label="Grade to chart">
              {charted.map((value) => (
                <button
                  key={value.bucket}
                  type="button"
                  className="values-chip"
                  aria-pressed={value.bucket === shown.bucket}
                  onClick={() => setChosen(value.bucket)}
                >
                  {value.label}
                </button>
              ))}
            </div>
          ) : null}
          <ChartWithTable
            label={`Monthly median prices paid for ${shown.label}, ${shown.monthly.length} months`}
            height={220}
            chart={<MonthlyChart points={shown.monthly} />}
            table={{
              summary: 'Monthly medians as a table',
              columns: ['Month', 'Median', 'Sales'],
              rows: shown.monthly.map((point) => ({
                key: point.month,
                cells: [monthLabel(point.month), dollars(point.median), point.sales],
              })),
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
