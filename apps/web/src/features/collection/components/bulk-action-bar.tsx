import { formatCount } from '@cardbinder/shared';
import { useState, useSyncExternalStore } from 'react';
import type { BulkEditKind, Location } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import type { SelectionStore } from '../lib/selection-store';
import { BULK_KINDS, BulkEditDialog } from './bulk-edit-dialog';
import type { ForTradeMarks } from './for-trade';

/**
 * While Multiple selection is on: how many are chosen, select all shown / none, and the bulk actions; in My
 * Collection also 'Mark for trade' and 'Not for trade' (the page's for-trade marks, the trading feature's calls).
 */
export function BulkActionBar({
  store,
  shownIds,
  locations,
  forTrade,
}: {
  store: SelectionStore;
  shownIds: readonly number[];
  locations: readonly Location[];
  forTrade?: ForTradeMarks;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [kind, setKind] = useState<BulkEditKind | null>(null);
  if (!state.active) return null;
  const count = state.ids.size;
  return (
    <div className="cc-bulk" role="region" aria-label="Multiple selection">
      <span className="cc-bulk__count" aria-live="polite">
        {formatCount(count)} selected
      </span>
      <Button size="sm" variant="secondary" onClick={() => store.selectAll(shownIds)}>
        Select all shown ({formatCount(shownIds.length)})
      </Button>
      <Button size="sm" variant="ghost" onClick={store.clear} disabled={count === 0}>
        Select none
      </Button>
      <div className="cc-bulk__actions">
        {BULK_KINDS.map((item) => (
          <Button
            key={item.kind}
            size="sm"
            variant={item.kind === 'delete' ? 'danger' : 'secondary'}
            disabled={count === 0}
            onClick={() => setKind(item.kind)}
          >
            {item.label}
          </Button>
        ))}
        {forTrade ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              disabled={count === 0}
              loading={forTrade.pending}
              onClick={() => forTrade.set([...state.ids], true)}
            >
              Mark for trade
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={count === 0 || forTrade.pending}
              onClick={() => forTrade.set([...state.ids], false)}
            >
              Not for trade
            </Button>
          </>
        ) : null}
      </div>
      {kind ? (
        <BulkEditDialog
          kind={kind}
          ids={[...state.ids]}
          locations={locations}
          onClose={() => setKind(null)}
          onDone={() => {
            setKind(null);
            if (kind === 'delete') store.clear();
          }}
        />
      ) : null}
    </div>
  );
}
