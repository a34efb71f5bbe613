import { Suspense, type ReactNode } from 'react';
import '../values.css';

export interface ChartTable {
  /** the disclosure's summary, e.g. 'Value over time as a table' */
  summary: string;
  columns: readonly string[];
  /** each row's first cell is its header */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}

/**
 * A chart and the same figures as a table: the chart (lazily loaded with the chart library) is one image named
 * by `label` in a box of fixed height, so nothing moves when it arrives; the table is its text alternative.
 */
export function ChartWithTable({
  label,
  height,
  chart,
  table,
}: {
  label: string;
  height: number;
  chart: ReactNode;
  table: ChartTable;
}) {
  return (
    <>
      <div className="values-chart" role="img" aria-label={label} style={{ height }}>
        <Suspense fallback={<div className="values-chart--loading" />}>{chart}</Suspense>
      </div>
      <details className="values-chart-table">
        <summary>{table.summary}</summary>
        <div className="values-table-wrap">
          <table className="values-table">
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
