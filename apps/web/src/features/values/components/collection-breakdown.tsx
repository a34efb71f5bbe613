import { lazy, useState } from 'react';
import {
  formatCount,
  BREAKDOWN_DIMENSIONS,
  BREAKDOWN_MEASURES,
  wholeUsd,
  type BreakdownDimension,
  type BreakdownMeasure,
  type BreakdownSlice,
} from '@cardbinder/shared';
import { useCollectionBreakdown } from '../api/use-collection-breakdown';
import { ChartWithTable } from './chart-with-table';
import '../values.css';

// the chart library loads only once the breakdown has figures to draw
const BreakdownChart = lazy(async () => ({ default: (await import('./breakdown-chart')).BreakdownChart }));

/** every chart's box: 11 bars at most (10 and Other), whatever the data, so nothing moves as it loads */
export const BREAKDOWN_CHART_HEIGHT = 320;

const NAMES: Record<BreakdownDimension, string> = {
  year: 'Year',
  team: 'Team',
  set: 'Set',
  player: 'Player',
};
const MEASURE_LABELS: Record<BreakdownMeasure, string> = { count: 'Count', value: 'Value' };

const amount = (slice: BreakdownSlice, measure: BreakdownMeasure) =>
  measure === 'value' ? wholeUsd(slice.value) : `${formatCount(slice.count)} cards`;

/** What the chart shows, in words: its largest groups. */
function chartLabel(dimension: BreakdownDimension, measure: BreakdownMeasure, slices: BreakdownSlice[]) {
  const noun = measure === 'value' ? 'Collection value' : 'Cards';
  const largest = slices.slice(0, 3).map((slice) => `${slice.label} ${amount(slice, measure)}`);
  return `${noun} by ${NAMES[dimension].toLowerCase()}, largest first: ${largest.join(', ')}`;
}

/**
 * My Collection's breakdown: count or value by year, team, set and player, each a bar chart of the 10 largest
 * groups and Other, with the same figures as a table.
 */
export function CollectionBreakdown() {
  const breakdown = useCollectionBreakdown();
  const [measure, setMeasure] = useState<BreakdownMeasure>('count');
  const data = breakdown.data;
  return (
    <section className="values-breakdown" aria-labelledby="values-breakdown-title">
      <h2 id="values-breakdown-title">Collection breakdown</h2>
      <div className="values-chips" role="group" aria-label="Measure">
        {BREAKDOWN_MEASURES.map((each) => (
          <button
            key={each}
            type="button"
            className="values-chip"
            aria-pressed={each === measure}
            onClick={() => setMeasure(each)}
          >
            {MEASURE_LABELS[each]}
          </button>
        ))}
      </div>
      {breakdown.isError ? <p className="muted">The breakdown could not be loaded.</p> : null}
      {data && data.total_cards === 0 ? (
        <p className="muted">Add cards to see your collection by year, team, set and player.</p>
      ) : null}
      {measure === 'value' && data && data.unvalued > 0 ? (
        <p className="muted">
          {formatCount(data.unvalued)} of {formatCount(data.total_cards)} cards have no value yet and count as
          $0.
        </p>
      ) : null}
      {data && data.total_cards === 0 ? null : (
        <div className="values-breakdown__grid">
          {BREAKDOWN_DIMENSIONS.map((dimension) => {
            const slices = data?.[dimension][measure] ?? [];
            return (
              <div key={dimension} className="values-breakdown__chart">
                <h3>By {NAMES[dimension].toLowerCase()}</h3>
                {data ? (
                  <ChartWithTable
                    label={chartLabel(dimension, measure, slices)}
                    height={BREAKDOWN_CHART_HEIGHT}
                    chart={<BreakdownChart slices={slices} measure={measure} />}
                    table={{
                      summary: `By ${NAMES[dimension].toLowerCase()} as a table`,
                      columns: [NAMES[dimension], 'Cards', 'Value'],
                      rows: slices.map((slice) => ({
                        key: slice.key,
                        cells: [slice.label, formatCount(slice.count), wholeUsd(slice.value)],
                      })),
                    }}
                  />
                ) : (
                  <div
                    className="values-chart values-chart--loading"
                    style={{ height: BREAKDOWN_CHART_HEIGHT }}
                  />
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
