import { useCallback, useState } from 'react';
import { countLabel } from '@cardbinder/shared';
import { Button } from '@/components/ui/button';
import type { ForTradeMarks } from './for-trade';

/** Multiple selection of copies in My Collection: the ticked ids, cleared whenever selecting stops. */
export function useCopySelection() {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback((id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const start = useCallback((on: boolean) => {
    setSelecting(on);
    setSelected(new Set());
  }, []);
  return { selecting, selected, toggle, start, setSelected };
}
export type CopySelection = ReturnType<typeof useCopySelection>;

/** 'Select several', then mark the ticked copies for trade or stop offering them. */
export function TradeSelectionBar({
  selection,
  shownIds,
  forTrade,
}: {
  selection: CopySelection;
  shownIds: readonly number[];
  forTrade: ForTradeMarks;
}) {
  const { selecting, selected, start, setSelected } = selection;
  const ids = [...selected];
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  const apply = (on: boolean) => {
    forTrade.set(ids, on);
    setSelected(new Set());
  };
  return (
    <div className="cc-select-bar" role="group" aria-label="Selection">
      <Button variant="secondary" size="sm" aria-pressed={selecting} onClick={() => start(!selecting)}>
        {selecting ? 'Done selecting' : 'Select several'}
      </Button>
      {selecting ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setSelected(allShown ? new Set() : new Set(shownIds))}
          >
            {allShown ? 'Clear selection' : `Select all ${shownIds.length} shown`}
          </Button>
          <span aria-live="polite">{`${countLabel(ids.length, 'copy', 'copies')} selected`}</span>
          <Button
            size="sm"
            disabled={ids.length === 0}
            loading={forTrade.pending}
            onClick={() => apply(true)}
          >
            Mark for trade
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={ids.length === 0 || forTrade.pending}
            onClick={() => apply(false)}
          >
            Not for trade
          </Button>
        </>
      ) : null}
    </div>
  );
}
