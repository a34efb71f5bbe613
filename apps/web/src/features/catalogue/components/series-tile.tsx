import { Link } from 'react-router';
import { formatCount, countLabel, type Series } from '@cardbinder/shared';
import { seriesPath } from '../catalogue-paths';
import { SeriesStrip } from './series-strip';

export function SeriesTile({ series }: { series: Series }) {
  return (
    <Link className="tile series-tile" to={seriesPath(series.year, series.set_slug, series.slug)}>
      <SeriesStrip
        colorName={series.color_name}
        colorHex={series.color_hex}
        printRun={series.print_run_display}
      />
      <span className="series-tile__name">{series.name}</span>
      {series.parallel_parent_name ? (
        <span className="series-tile__parent">{`Parallel of ${series.parallel_parent_name}`}</span>
      ) : null}
      <span className="tile__stats">
        <span>{countLabel(series.card_count, 'card')}</span>
        {series.rc_count > 0 ? <span>{`${formatCount(series.rc_count)} RC`}</span> : null}
        {series.parallel_count > 0 ? <span>{countLabel(series.parallel_count, 'parallel')}</span> : null}
      </span>
    </Link>
  );
}

/** A parallel or coloured series is hidden by 'Collapse Parallels'. */
export const isParallelOrColoured = (series: Series) => series.is_parallel || series.color_name !== null;

/** The set page's series search: name, colour and print run text. */
export function seriesMatches(series: Series, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [series.name, series.color_name, series.print_run_display].some((value) =>
    value?.toLowerCase().includes(needle),
  );
}
