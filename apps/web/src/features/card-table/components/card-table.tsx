import type { ReactNode } from 'react';
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { SortingState, Updater } from '@tanstack/react-table';
import type { QueryKey } from '@tanstack/react-query';
import {
  type Card,
  CARD_TABLE_MIN_COLUMN_WIDTH,
  cardMatchesSearch,
  type CardSortColumn,
  countOfLabel,
  DEFAULT_CARD_SORT,
  sortCards,
} from '@cardbinder/shared';
import { DataTable } from '@/components/ui/data-table/data-table';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { useAuth } from '@/features/auth';
import { LazyAddCardModal } from '@/features/collection';
import { usePicturePagesAroundRows } from '@/features/card-images';
import { useCardAdding } from '../hooks/use-card-adding';
import { useCardSelection } from '../hooks/use-card-selection';
import { useCardColumns, type CardTableMeta } from './card-columns';
import { useCardListLayout } from './card-list-item';
import { CardTableToolbar } from './card-table-toolbar';
import { downloadCardsCsv } from './download-csv';
import './card-table.css';

// the add form (LazyAddCardModal: its validation, the photo manager, zod) downloads when a collector first adds a
// card, not with the table: a visitor's series or player page never needs it

export const CARD_ROW_HEIGHT = 44;

export interface CardTableProps {
  cards: readonly Card[];
  /** the query whose data.cards holds these cards: owned counts rise there after an add */
  cardsQueryKey: QueryKey;
  /** the player page lists many series; a series page hides the column */
  showSeries?: boolean;
  csvFileName: string;
  /** the table's accessible name */
  label: string;
  /** more actions on the cards selected in Multiple mode (another feature's: 'Want N cards') */
  selectionActions?: (cardIds: number[], clear: () => void) => ReactNode;
}

const toSort = (sorting: SortingState) => {
  const first = sorting[0];
  return first ? { id: first.id as CardSortColumn, desc: first.desc } : DEFAULT_CARD_SORT;
};

/** The catalogue card table: search, sort, resize, CSV, selection and adding, virtualised rows (a card list on phones). */
export function CardTable({
  cards,
  cardsQueryKey,
  showSeries = true,
  csvFileName,
  label,
  selectionActions,
}: CardTableProps) {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const [search, setSearch] = useState('');
  // the box echoes each key at once; filtering and drawing 10,000 rows follow as interruptible background work
  const deferredSearch = useDeferredValue(search);
  const filtering = search !== deferredSearch;
  const [sorting, setSorting] = useState<SortingState>([DEFAULT_CARD_SORT]);
  const selection = useCardSelection();
  const adding = useCardAdding({ cardsQueryKey, selection, signedIn });

  const rows = useMemo(() => {
    const query = deferredSearch.trim();
    const matching = query ? cards.filter((card) => cardMatchesSearch(card, query)) : cards;
    return sortCards(matching, toSort(sorting));
  }, [cards, deferredSearch, sorting]);

  const shownIds = useMemo(() => rows.map((card) => card.card_id), [rows]);
  const { selected, toggle, toggleAll } = selection;
  const selectedShown = useMemo(() => shownIds.filter((id) => selected.has(id)).length, [shownIds, selected]);
  const meta = useMemo<CardTableMeta>(
    () => ({
      isSelected: (cardId) => selected.has(cardId),
      onToggle: toggle,
      onAdd: adding.addOne,
      allSelected: selectedShown === 0 ? 'none' : selectedShown === shownIds.length ? 'all' : 'some',
      onToggleAll: () => toggleAll(shownIds),
    }),
    [selected, toggle, toggleAll, adding.addOne, selectedShown, shownIds],
  );

  const multiple = selection.mode === 'multiple';
  const columns = useCardColumns({ showSeries, signedIn, multiple });
  const phoneLayout = useCardListLayout({
    showSeries,
    signedIn,
    multiple,
    selectAll: multiple ? meta : null,
  });
  const onSortingChange = useCallback((updater: Updater<SortingState>) => {
    setSorting((current) => {
      const next = typeof updater === 'function' ? updater(current) : updater;
      return next.length > 0 ? next : [DEFAULT_CARD_SORT];
    });
  }, []);

  const table = useDataTable({
    data: rows,
    columns,
    meta,
    getRowId: (card) => String(card.card_id),
    minColumnWidth: CARD_TABLE_MIN_COLUMN_WIDTH,
    manualSorting: { sorting, onSortingChange },
  });

  // the drawn rows' pictures, a page of them at a time: a 10,000-card series asks for the few on screen
  const aroundRows = usePicturePagesAroundRows(shownIds);

  return (
    <section className="card-table" aria-label={label}>
      <CardTableToolbar
        search={search}
        onSearch={setSearch}
        mode={selection.mode}
        onMode={selection.setMode}
        selectedCount={selected.size}
        adding={adding.bulkPending}
        onBulkAdd={adding.addSelected}
        onDownload={() => downloadCardsCsv(rows, csvFileName)}
        canDownload={rows.length > 0}
        extra={multiple && selectionActions ? selectionActions([...selected], selection.clear) : null}
      />
      <DataTable
        table={table}
        label={label}
        block="card-table"
        className="card-table__scroll"
        rowHeight={CARD_ROW_HEIGHT}
        busy={filtering}
        isSelected={multiple ? (card) => selected.has(card.card_id) : undefined}
        phoneLayout={phoneLayout}
        aroundRows={aroundRows}
      >
        {rows.length === 0 ? (
          <p className="card-table__empty">
            {search.trim() ? `No cards found matching "${search.trim()}"` : 'No cards to show'}
          </p>
        ) : null}
      </DataTable>
      <p className="card-table__footer" aria-live="polite">
        {`Showing ${countOfLabel(rows.length, cards.length, 'card')}`}
      </p>
      {adding.modalCard ? (
        <Suspense fallback={null}>
          <LazyAddCardModal
            open
            card={{
              card_id: adding.modalCard.card_id,
              card_number: adding.modalCard.card_number,
              print_run: adding.modalCard.print_run,
              series_name: adding.modalCard.series_name,
              players: adding.modalCard.player_names,
            }}
            onClose={adding.closeModal}
            onAdded={adding.onModalAdded}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
