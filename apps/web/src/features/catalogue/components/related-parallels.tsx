import { Link } from 'react-router';
import { ChevronDown } from 'lucide-react';
import type { z } from 'zod';
import { countLabel, type parallelSeriesSchema } from '@cardbinder/shared';
import { seriesPath } from '../catalogue-paths';
import { SeriesStrip } from './series-strip';

type ParallelSeries = z.infer<typeof parallelSeriesSchema>;

export interface RelatedParallelsProps {
  parallels: readonly ParallelSeries[];
  currentId: number;
  year: number;
  setSlug: string;
}

/** The other series of the family (base and parallels) in a disclosure: 'N related parallel(s)'. */
export function RelatedParallels({ parallels, currentId, year, setSlug }: RelatedParallelsProps) {
  const others = parallels.filter((series) => series.series_id !== currentId);
  if (others.length === 0) return null;
  return (
    <details className="related-parallels">
      <summary className="btn btn--secondary btn--sm">
        {countLabel(others.length, 'related parallel')}
        <ChevronDown size={16} aria-hidden="true" />
      </summary>
      <ul className="related-parallels__list">
        {others.map((series) => (
          <li key={series.series_id}>
            <Link className="related-parallels__link" to={seriesPath(year, setSlug, series.series_slug)}>
              <SeriesStrip
                colorName={series.color_name}
                colorHex={series.color_hex}
                printRun={series.print_run_display}
              />
              <span>{series.name}</span>
              <span className="related-parallels__count">{countLabel(series.card_count, 'card')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
