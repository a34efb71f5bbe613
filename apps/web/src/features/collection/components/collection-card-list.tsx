import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  collectionToCsv,
  countOfLabel,
  userCardMatchesSearch,
  valueTotals,
  type Location,
  type UserCard,
} from '@cardbinder/shared';
import { withFavoriteMarks } from '../hooks/use-card-actions';
import { downloadText } from '@/lib/download';
import { createSelectionStore } from '../lib/selection-store';
import { BulkActionBar } from './bulk-action-bar';
import type { CollectionTableActions } from './collection-columns';
import { ValueTiles } from './collection-stats';
import { CollectionTable } from './collection-table';
import { CollectionToolbar, type CollectionView } from './collection-toolbar';
import { withTradeMarks, type ForTradeMarks } from './for-trade';
import { NothingShown } from './location-scope';

// loaded when first chosen: the table is what the dashboard opens with
const CollectionGallery = lazy(async () => ({
  default: (await import('./collection-gallery')).CollectionGallery,
}));

export interface CollectionCardListProps {
  /** the list the server answered, in the default order */
  cards: readonly UserCard[];
  /** the list is the answer to the filters shown (not a placeholder while they change) */
  settled: boolean;
  loading: boolean;
  favoriteMarks: ReadonlyMap<number, boolean>;
  actions: CollectionTableActions;
  highlightId: number | null;
  /** a change (new filters) starts the list from the top */
  filtersKey: string;
  owned: number | undefined;
  canWiden: boolean;
  onShowAll: () => void;
  /** My Collection: copies for trade, marked one at a time or several selected */
  forTrade?: ForTradeMarks;
  /** where the header shows value, cost and gain of the entries shown (filters and search) */
  totalsSlot?: HTMLElement | null;
  /** the collector's locations, for the bulk 'Set location' */
  locations?: readonly Location[];
}

/**
 * The dashboard's search, view switch, card table or gallery and count. The search lives here, so a key typed
 * renders only the box and this list, not the stats, chips and tags above; the filter of up to 10,000 entries
 * follows the key as React's deferred render, the rows it replaces marked busy meanwhile.
 */
export function CollectionCardList({
  cards,
  settled,
  loading,
  favoriteMarks,
  actions,
  highlightId,
  filtersKey,
  owned,
  canWiden,
  onShowAll,
  forTrade,
  totalsSlot,
  locations = [],
}: CollectionCardListProps) {
  const [selection] = useState(createSelectionStore);
  const selecting = useSyncExternalStore(selection.subscribe, () => selection.getSnapshot().active);
  const [view, setView] = useState<CollectionView>('table');
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(
    () => cards.filter((card) => userCardMatchesSearch(card, deferredSearch)),
    [cards, deferredSearch],
  );
  const shown = useMemo(
    () => withTradeMarks(withFavoriteMarks(filtered, favoriteMarks), forTrade?.ids),
    [filtered, favoriteMarks, forTrade?.ids],
  );
  const nothingShown = settled && shown.length === 0;
  const shownIds = useMemo(() => shown.map((card) => card.user_card_id), [shown]);
  // a deleted entry (or one the filters hide now) leaves the selection, so a count never names what is not shown
  useEffect(() => selection.keepOnly(shownIds), [selection, shownIds]);
  const listActions: CollectionTableActions = useMemo(
    () => ({
      ...actions,
      selection,
      ...(forTrade
        ? {
            onToggleTrade: (card: UserCard) =>
              forTrade.set([card.user_card_id], !forTrade.ids.has(card.user_card_id)),
          }
        : {}),
    }),
    [actions, selection, forTrade],
  );
  const totals = useMemo(() => valueTotals(filtered), [filtered]);
  // no rows and no answer yet: the totals are unknown, not $0
  const totalsKnown = settled || cards.length > 0;

  return (
    <>
      {/* the header's tiles are drawn from here, where the search is: a key typed renders no more than before */}
      {totalsSlot ? createPortal(<ValueTiles totals={totalsKnown ? totals : null} />, totalsSlot) : null}
      <CollectionToolbar
        search={search}
        onSearch={setSearch}
        view={view}
        onView={setView}
        onDownload={
          shown.length === 0 ? null : () => downloadText(collectionToCsv(shown), 'my-collection.csv')
        }
        selecting={selecting}
        onSelecting={selection.setActive}
      />
      <BulkActionBar store={selection} shownIds={shownIds} locations={locations} forTrade={forTrade} />
      {loading ? <p className="muted">Loading cards…</p> : null}
      {nothingShown ? (
        <NothingShown owned={owned} searching={cards.length > 0} canWiden={canWiden} onShowAll={onShowAll} />
      ) : view === 'table' ? (
        <CollectionTable
          cards={shown}
          highlightId={highlightId}
          scrollResetKey={`${deferredSearch}|${filtersKey}`}
          busy={search !== deferredSearch}
          {...listActions}
        />
      ) : (
        <Suspense fallback={<p className="muted">Loading gallery…</p>}>
          <CollectionGallery
            cards={shown}
            highlightId={highlightId}
            scrollResetKey={`${deferredSearch}|${filtersKey}`}
            {...listActions}
          />
        </Suspense>
      )}
      <p
        className="cc-footer"
        aria-live="polite"
      >{`Showing ${countOfLabel(shown.length, cards.length, 'card')}`}</p>
    </>
  );
}
