import { Link } from 'react-router';
import { wholeUsd } from '@cardbinder/shared';
import { useSetsInProgress } from '../api/use-finish';
import '../values.css';

/** My Collection's 'Sets in progress': the series started, most complete first, each with its cost to finish. */
export function SetsInProgress({
  seriesPath,
}: {
  seriesPath: (year: number, setSlug: string, seriesSlug: string) => string;
}) {
  const progress = useSetsInProgress();
  if (progress.isPending) return <p className="muted">Loading sets in progress…</p>;
  if (progress.isError) return <p className="muted">Sets in progress could not be loaded.</p>;
  if (progress.data.series.length === 0) return <p className="muted">No series started yet.</p>;
  return (
    <div className="values-table-wrap">
      <table className="values-table">
        <caption className="sr-only">Sets in progress, most complete first</caption>
        <thead>
          <tr>
            <th scope="col">Series</th>
            <th scope="col">Have</th>
            <th scope="col">Complete</th>
            <th scope="col">Cost to finish</th>
          </tr>
        </thead>
        <tbody>
          {progress.data.series.map((series) => (
            <tr key={series.series_id}>
              <th scope="row">
                <Link to={seriesPath(series.set_year, series.set_slug, series.slug)}>
                  {`${series.set_year} ${series.set_name} · ${series.name}`}
                </Link>
              </th>
              <td>{`${series.owned_cards} / ${series.total_cards}`}</td>
              <td>
                <progress
                  max={100}
                  value={series.completion_percentage}
                  aria-label={`${series.name} completion`}
                />{' '}
                {`${series.completion_percentage}%`}
              </td>
              <td>
                {wholeUsd(series.cost_to_finish)}
                {series.missing_without_value > 0 ? ` + ${series.missing_without_value} without value` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
