import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { countLabel } from '@cardbinder/shared';
import {
  CatalogueSearch,
  EmptyState,
  ErrorPanel,
  LoadingPanel,
  useErrorToast,
  useSetYears,
  yearPath,
} from '@/features/catalogue';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText } from '@/lib/api-client';
import '@/features/catalogue/catalogue.css';
import { Page } from '@/components/ui/page';

/** Sets & Series (/sets): one tile per year, newest first, searchable by year. */
export function SetsPage() {
  usePageTitle('Sets & Series');
  const [search, setSearch] = useState('');
  const years = useSetYears();
  const failure = `Failed to load years: ${errorText(years.error, { fallback: 'Unknown error', prefer: 'message' })}`;
  useErrorToast(years.isError, failure);
  const query = search.trim();
  const shown = useMemo(
    () =>
      [...(years.data?.years ?? [])]
        .sort((a, b) => b.year - a.year)
        .filter((tile) => String(tile.year).includes(query)),
    [years.data, query],
  );

  return (
    <Page
      title="Sets & Series"
      className="catalogue-page"
      headerClassName="catalogue-header"
      actions={
        <CatalogueSearch
          value={search}
          onChange={setSearch}
          placeholder="Search by year..."
          label="Search years"
        />
      }
    >
      {years.isPending ? (
        <LoadingPanel label="Loading years..." />
      ) : years.isError ? (
        <ErrorPanel message={failure} onRetry={() => void years.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState>{query ? `No years found matching "${query}"` : 'No sets available'}</EmptyState>
      ) : (
        <div className="tile-grid tile-grid--small">
          {shown.map((tile) => (
            <Link key={tile.year} className="tile year-tile" to={yearPath(tile.year)}>
              <span className="year-tile__year">{tile.year}</span>
              <span className="tile__stats">
                <span>{countLabel(tile.set_count, 'set')}</span>
                <span>{countLabel(tile.card_count, 'card')}</span>
              </span>
            </Link>
          ))}
        </div>
      )}
    </Page>
  );
}
