import { useState } from 'react';
import { ADMIN_SEARCH_DEBOUNCE_MS, type Series } from '@cardbinder/shared';
import { Alert } from '@/components/ui/alert';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useImportSeries } from '../api/card-import';

/** Step 1: find the series the checklist belongs to; choosing one moves on. */
export function SeriesStep({ onSelect }: { onSelect: (series: Series) => void }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const list = useImportSeries({ search: query, seriesId: null });
  return (
    <div className="import-step">
      <TextField
        label="Search series"
        type="search"
        value={search}
        placeholder="Set or series name"
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.isError ? <Alert>Failed to load series</Alert> : null}
      {list.isPending ? <p className="muted">Loading series...</p> : null}
      {list.data?.length === 0 ? <p className="muted">No series match this search.</p> : null}
      <ul className="import-series-list">
        {list.data?.map((series) => (
          <li key={series.series_id}>
            <button type="button" className="import-series-list__item" onClick={() => onSelect(series)}>
              <strong>{series.name}</strong>
              <span className="muted">
                {series.year} {series.set_name} · {series.card_count} cards
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
