import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Layers, Pencil } from 'lucide-react';
import { formatCount, countOfLabel, isAdminRole } from '@cardbinder/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { MasterSetDownload } from '@/features/cards';
import { SetEditShortcut } from '@/features/catalogue-admin';
import { Comments, RecentActivity } from '@/features/comments';
import { CostToFinish } from '@/features/values';
import { catalogueKeys } from '@/lib/query-keys';
import {
  adminSearchPath,
  CatalogueSearch,
  EmptyState,
  ErrorPanel,
  isParallelOrColoured,
  LoadingPanel,
  seriesMatches,
  SeriesTile,
  setPath,
  useCanonicalPath,
  useErrorToast,
  useSetDetail,
  yearPath,
} from '@/features/catalogue';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorText, isApiError } from '@/lib/api-client';
import '@/features/catalogue/catalogue.css';

/** Set detail (/sets/{year}/{setSlug}): counts, master-set download, series grid and parallels toggle. */
export function SetDetailPage() {
  const { year: yearParam = '', setSlug = '' } = useParams();
  const year = Number(yearParam);
  const { user } = useAuth();
  const detail = useDeferredQuery(useSetDetail(year, setSlug));
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState(false);
  const set = detail.data?.set;
  usePageTitle(set ? `${set.year} ${set.name}` : 'Set');
  useCanonicalPath(
    set ? setPath(set.year, set.slug) : null,
    set && { queryKey: catalogueKeys.set(set.year, set.slug), data: detail.data },
  );

  const failure = `Failed to load series: ${errorText(detail.error, { fallback: 'Unknown error', prefer: 'message' })}`;
  useErrorToast(detail.isError && !isApiError(detail.error, 404), failure);
  const query = search.trim();
  const shown = useMemo(
    () =>
      (detail.data?.series ?? []).filter(
        (series) => (!collapsed || !isParallelOrColoured(series)) && seriesMatches(series, query),
      ),
    [detail.data, collapsed, query],
  );

  if (detail.isPending) return <LoadingPanel label="Loading set..." />;
  if (detail.isError || !set) {
    return (
      <section className="page page--narrow">
        <ErrorPanel
          message={isApiError(detail.error, 404) ? 'Set not found' : failure}
          onRetry={() => void detail.refetch()}
        >
          <ButtonLink to={yearPath(year)} variant="ghost">
            Back to Sets
          </ButtonLink>
        </ErrorPanel>
      </section>
    );
  }

  return (
    <section className="page catalogue-page">
      <Link className="back-link" to={yearPath(set.year)}>
        <ArrowLeft size={16} aria-hidden="true" />
        {`${set.year} Sets`}
      </Link>
      <header className="detail-header">
        <div className="detail-header__main">
          <h1 className="detail-header__title">{`${set.year} ${set.name}`}</h1>
          <p className="detail-header__sub">
            {[set.manufacturer_name, set.organization_name ?? set.organization].filter(Boolean).join(' · ')}
          </p>
          <dl className="count-list">
            <div>
              <dt>Series</dt>
              <dd>{formatCount(set.series_count)}</dd>
            </div>
            <div>
              <dt>Cards</dt>
              <dd>{formatCount(set.card_count)}</dd>
            </div>
          </dl>
        </div>
        <div className="detail-header__actions">
          <MasterSetDownload setId={set.set_id} spreadsheet={detail.data.spreadsheet} />
          {isAdminRole(user?.role) ? (
            <ButtonLink to={adminSearchPath('sets', set.name)} variant="secondary" size="sm">
              <Pencil size={16} aria-hidden="true" />
              Edit Set
            </ButtonLink>
          ) : null}
          <SetEditShortcut set={set} />
        </div>
      </header>
      {user ? <CostToFinish scope={{ set_id: set.set_id }} fileName={`${set.year}-${set.slug}`} /> : null}
      <div className="list-toolbar">
        <CatalogueSearch
          value={search}
          onChange={setSearch}
          placeholder="Search series by name, color or print run..."
          label="Search series"
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<Layers size={16} aria-hidden="true" />}
          aria-pressed={collapsed}
          onClick={() => setCollapsed((value) => !value)}
        >
          {collapsed ? 'Show Parallels' : 'Collapse Parallels'}
        </Button>
        <span className="list-toolbar__count">
          {countOfLabel(shown.length, detail.data.series.length, 'series', 'series')}
        </span>
      </div>
      {shown.length === 0 ? (
        <EmptyState>{query ? `No series found matching "${query}"` : 'No series available'}</EmptyState>
      ) : (
        <div className="tile-grid">
          {shown.map((series) => (
            <SeriesTile key={series.series_id} series={series} />
          ))}
        </div>
      )}
      <Comments itemType="set" itemId={set.set_id} />
      <RecentActivity scope="set" id={set.set_id} />
    </section>
  );
}
