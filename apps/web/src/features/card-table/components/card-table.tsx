import { useCallback, useDeferredValue, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnSizingState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
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
import { useAuth } from '@/features/auth/hooks/auth-context';
import { AddCardModal } from '@/features/collection/components/add-card-modal';
import { useCardAdding } from '../hooks/use-card-adding';
import { useCardSelection } from '../hooks/use-card-selection';
import { useCardColumns, type CardTableMeta } from './card-columns';
import { CardTableHeader } from './card-table-header';
import { CardTableRow } from './card-table-row';
import { CardTableToolbar } from './card-table-toolbar';
import { downloadCardsCsv } from './download-csv';
import './card-table.css';

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
}

const toSort = (sorting: SortingState) => {
  const first = sorting[0];
  return first ? { id: first.id as CardSortColumn, desc: first.desc } : DEFAULT_CARD_SORT;
};

/** The catalogue card table: search, sort, resize, CSV, selection and adding, virtualised rows. */
export function CardTable({ cards, cardsQueryKey, showSeries = true, csvFileName, label }: CardTableProps) {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [sorting, setSorting] = useState<SortingState>([DEFAULT_CARD_SORT]);
  const [columnSizing, setColumnSizing] = useState<ColumnSizingState>({});
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
  const onSortingChange = useCallback((updater: Updater<SortingState>) => {
    setSorting((current) => {
      const next = typeof updater === 'function' ? updater(current) : updater;
      return next.length > 0 ? next : [DEFAULT_CARD_SORT];
    });
  }, []);

  // eslint-disable-next-line react-hooks/incompatible-library -- table and virtualizer are read during render by design
  const table = useReactTable({
    data: rows as Card[],
    columns,
    meta,
    state: { sorting, columnSizing },
    onSortingChange,
    onColumnSizingChange: setColumnSizing,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    columnResizeMode: 'onChange',
    defaultColumn: { minSize: CARD_TABLE_MIN_COLUMN_WIDTH },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (card) => String(card.card_id),
  });

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CARD_ROW_HEIGHT,
    overscan: 5,
    // a scroll renders in the next frame, not synchronously inside the scroll event (long tasks otherwise)
    useFlushSync: false,
  });

  const headers = table.getFlatHeaders();
  const sizeVars: Record<string, string> = { '--table-width': `${table.getTotalSize()}px` };
  for (const header of headers) sizeVars[`--col-${header.column.id}`] = `${header.getSize()}px`;
  const tableRows = table.getRowModel().rows;

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
      />
      <div
        ref={scrollRef}
        className="card-table__scroll"
        role="table"
        aria-label={label}
        aria-rowcount={rows.length + 1}
        style={sizeVars as CSSProperties}
      >
        <CardTableHeader table={table} />
        <div className="card-table__body" role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = tableRows[item.index];
            if (!row) return null;
            return (
              <CardTableRow
                key={row.id}
                row={row}
                index={item.index}
                start={item.start}
                selected={multiple ? selected.has(row.original.card_id) : undefined}
              />
            );
          })}
        </div>
        {rows.length === 0 ? (
          <p className="card-table__empty">
            {search.trim() ? `No cards found matching "${search.trim()}"` : 'No cards to show'}
          </p>
        ) : null}
      </div>
      <p className="card-table__footer" aria-live="polite">
        {`Showing ${countOfLabel(rows.length, cards.length, 'card')}`}
      </p>
      <AddCardModal
        open={adding.modalCard !== null}
        card={
          adding.modalCard && {
            card_id: adding.modalCard.card_id,
            card_number: adding.modalCard.card_number,
            print_run: adding.modalCard.print_run,
            series_name: adding.modalCard.series_name,
            players: adding.modalCard.player_names,
          }
        }
        onClose={adding.closeModal}
        onAdded={adding.onModalAdded}
      />
    </section>
  );
}
