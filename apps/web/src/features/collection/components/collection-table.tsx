import { useMemo } from 'react';
import { type UserCard } from '@cardbinder/shared';
import { DataTable } from '@/components/ui/data-table/data-table';
import { useDataTable } from '@/components/ui/data-table/use-data-table';
import { collectionColumns, type CollectionTableActions } from './collection-columns';
import { COLLECTION_LIST_LAYOUT } from './collection-list-item';
import './collection-table.css';

const ROW_HEIGHT = 44;

export interface CollectionTableProps extends CollectionTableActions {
  /** already filtered and in the default order (sort_order, number, text) */
  cards: readonly UserCard[];
  highlightId?: number | null;
  label?: string;
  /** the card page's copies table is shorter (600 px) than the dashboard's (800 px) */
  compact?: boolean;
  /** a new search or filter starts the list from the top */
  scrollResetKey?: string;
  /** a search typed is still being applied to the rows shown */
  busy?: boolean;
}

/** Sortable, resizable and virtualised: 10,000 rows render only what is on screen; a card list on phones. */
export function CollectionTable({
  cards,
  highlightId,
  scrollResetKey,
  busy,
  label = 'My collection',
  compact,
  ...actions
}: CollectionTableProps) {
  const trade = actions.onToggleTrade !== undefined;
  const columns = useMemo(() => collectionColumns({ trade }), [trade]);
  const table = useDataTable({
    data: cards,
    columns,
    meta: actions,
    getRowId: (card) => String(card.user_card_id),
    minColumnWidth: 50,
  });
  return (
    <DataTable
      table={table}
      label={label}
      block="cc-table"
      className={`data-table cc-table${compact ? ' cc-table--compact' : ''}`}
      rowHeight={ROW_HEIGHT}
      sortIconSize={12}
      highlightedRowId={highlightId ? String(highlightId) : null}
      idAttribute="data-user-card-id"
      scrollResetKey={scrollResetKey}
      busy={busy}
      phoneLayout={COLLECTION_LIST_LAYOUT}
    />
  );
}
