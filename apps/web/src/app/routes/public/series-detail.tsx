import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import { formatCount, cardShortPath, isAdminRole } from '@cardbinder/shared';
import { ButtonLink } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { CardImageGrid } from '@/features/card-images';
import { CardTable } from '@/features/card-table';
import { catalogueKeys, type SeriesRoute } from '@/lib/query-keys';
import {
  adminSearchPath,
  CompletionBadge,
  ErrorPanel,
  LoadingPanel,
  RelatedParallels,
  seriesPath,
  SeriesStrip,
  setPath,
  shortSeriesPath,
  useCanonicalPath,
  useSeriesCards,
  useSeriesDetail,
} from '@/features/catalogue';
import { SeriesBulkActions } from '@/features/collection';
import { WantMissingButton, wantSelection } from '@/features/trading';
import { CostToFinish, useMissingCardIds } from '@/features/values';
import { cardsShown } from './series-cards-shown';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { usePageTitle } from '@/hooks/use-page-title';
import { isApiError } from '@/lib/api-client';
import '@/features/catalogue/catalogue.css';
// issue 4 part B: discussion and activity
import { Comments, RecentActivity } from '@/features/comments';

/** Series detail (/sets/{year}/{setSlug}/{seriesSlug} and /series/{seriesSlug}). */
export function SeriesDetailPage() {
  const { year, setSlug, seriesSlug = '' } = useParams();
  const route = useMemo<SeriesRoute>(
    () => (year && setSlug ? { year: Number(year), setSlug, seriesSlug } : { seriesSlug }),
    [year, setSlug, seriesSlug],
  );
  const { user, status } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'pictures' ? 'pictures' : 'table';
  const detail = useDeferredQuery(useSeriesDetail(route));
  const series = detail.data?.series;
  const cards = useDeferredQuery(useSeriesCards(series?.series_id));
  const [missingOnly, setMissingOnly] = useState(false);
  const missingIds = useMissingCardIds(
    { series_id: series?.series_id ?? 0 },
    status === 'authenticated' && missingOnly && Boolean(series),
  );
  const missing = missingOnly ? missingIds : undefined;
  // the table and the grid both honour 'Missing'; memoised so the windowed grid keeps its pages between renders
  const shownCards = useMemo(() => cardsShown(cards.data?.cards ?? [], missing), [cards.data, missing]);
  usePageTitle(series ? series.name : detail.isError ? 'Series Not Found' : 'Series');
  const canonical = useMemo<SeriesRoute | null>(() => {
    if (!series) return null;
    return 'year' in route
      ? { year: series.year, setSlug: series.set_slug, seriesSlug: series.slug }
      : { seriesSlug: series.slug };
  }, [series, route]);
  useCanonicalPath(
    canonical &&
      ('year' in canonical
        ? seriesPath(canonical.year, canonical.setSlug, canonical.seriesSlug)
        : shortSeriesPath(canonical.seriesSlug)),
    canonical && { queryKey: catalogueKeys.series(canonical, user?.id ?? null), data: detail.data },
  );

  if (detail.isPending) return <LoadingPanel label="Loading series..." />;
  if (detail.isError || !series) {
    return (
      <section className="page page--narrow">
        <ErrorPanel
          message={isApiError(detail.error, 404) ? 'Series not found' : 'Failed to load series data'}
          onRetry={() => void detail.refetch()}
        >
          <ButtonLink to="/sets" variant="ghost">
            Back to Sets
          </ButtonLink>
        </ErrorPanel>
      </section>
    );
  }

  const { set, completion, parallels } = detail.data;
  const images = [
    { src: series.front_image_path, alt: `${series.name} front` },
    { src: series.back_image_path, alt: `${series.name} back` },
  ].filter((image): image is { src: string; alt: string } => Boolean(image.src));

  return (
    <section className="page catalogue-page">
      <Link className="back-link" to={setPath(set.year, set.slug)}>
        <ArrowLeft size={16} aria-hidden="true" />
        {`${set.year} ${set.name}`}
      </Link>
      <SeriesStrip
        size="lg"
        colorName={series.color_name}
        colorHex={series.color_hex}
        printRun={series.print_run_display}
      />
      <header className="detail-header">
        {images.length > 0 ? (
          <div className="series-images">
            {images.map((image) => (
              <img key={image.src} className="series-images__img" src={image.src} alt={image.alt} />
            ))}
          </div>
        ) : null}
        <div className="detail-header__main">
          <h1 className="detail-header__title">{series.name}</h1>
          <p className="detail-header__sub">
            {`${set.year} ${set.name}`}
            {series.parallel_parent_name ? ` · Parallel of ${series.parallel_parent_name}` : ''}
          </p>
          <dl className="count-list">
            <div>
              <dt>Cards</dt>
              <dd>{formatCount(series.card_count)}</dd>
            </div>
            <div>
              <dt>Rookies</dt>
              <dd>{formatCount(series.rc_count)}</dd>
            </div>
          </dl>
          <RelatedParallels
            parallels={parallels}
            currentId={series.series_id}
            year={set.year}
            setSlug={set.slug}
          />
        </div>
        <div className="detail-header__actions">
          {status === 'authenticated' && completion ? (
            <CompletionBadge
              percentage={completion.completion_percentage}
              owned={completion.owned_count}
              total={series.card_count}
            />
          ) : null}
          <SeriesBulkActions
            seriesId={series.series_id}
            seriesName={series.name}
            cardCount={series.card_count}
            ownedCount={completion?.owned_count}
            // owned counts and completion appear across the catalogue (card table, completion, player pages)
            catalogueQueryKeys={[catalogueKeys.all]}
          />
          {status === 'authenticated' ? <WantMissingButton seriesId={series.series_id} /> : null}
          {isAdminRole(user?.role) ? (
            <ButtonLink to={adminSearchPath('series', series.name)} variant="secondary" size="sm">
              <Pencil size={16} aria-hidden="true" />
              Edit Series
            </ButtonLink>
          ) : null}
        </div>
      </header>
      {status === 'authenticated' ? (
        <>
          <CostToFinish scope={{ series_id: series.series_id }} fileName={series.slug} />
          <label className="checkbox-row">
            <input
              type="checkbox"
              checked={missingOnly}
              onChange={(event) => setMissingOnly(event.target.checked)}
            />
            Missing: show only the cards I don’t have
          </label>
        </>
      ) : null}
      {cards.isPending ? (
        <LoadingPanel label="Loading cards..." />
      ) : cards.isError ? (
        <ErrorPanel message="Failed to load series data" onRetry={() => void cards.refetch()} />
      ) : (
        <>
          <div className="series-view" role="group" aria-label="Show cards as">
            {(['table', 'pictures'] as const).map((each) => (
              <button
                key={each}
                type="button"
                aria-pressed={view === each}
                className="toggle-button"
                onClick={() =>
                  setParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      if (each === 'pictures') next.set('view', 'pictures');
                      else next.delete('view');
                      return next;
                    },
                    { replace: true },
                  )
                }
              >
                {each === 'table' ? 'Table' : 'Pictures'}
              </button>
            ))}
          </div>
          {view === 'pictures' ? (
            <CardImageGrid
              cards={shownCards}
              hrefOf={(card) => cardShortPath(card.series_slug, card.card_number, card.player_slug)}
            />
          ) : (
            <CardTable
              cards={shownCards}
              cardsQueryKey={catalogueKeys.seriesCards(series.series_id, user?.id ?? null)}
              showSeries={false}
              csvFileName={series.slug}
              label={`Cards of ${series.name}`}
              selectionActions={status === 'authenticated' ? wantSelection : undefined}
            />
          )}
        </>
      )}
      {/* below the card table only once it is drawn, so its arrival never pushes them down (layout shift) */}
      {cards.isPending ? null : (
        <>
          <Comments itemType="series" itemId={series.series_id} />
          <RecentActivity scope="series" id={series.series_id} />
        </>
      )}
    </section>
  );
}
