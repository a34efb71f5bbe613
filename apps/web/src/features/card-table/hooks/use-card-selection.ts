import { useCallback, useState } from 'react';

export type SelectionMode = 'single' | 'multiple';

/** Single/Multiple mode and the selected card ids; switching mode always clears the selection. */
export function useCardSelection() {
  const [mode, setModeState] = useState<SelectionMode>('single');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  const setMode = useCallback((next: SelectionMode) => {
    setModeState(next);
    setSelected(new Set());
  }, []);

  const toggle = useCallback((cardId: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(cardId)) next.delete(cardId);
      else next.add(cardId);
      return next;
    });
  }, []);

  /** Select-all works on the rows shown: all of them selected clears them, otherwise adds them. */
  const toggleAll = useCallback((cardIds: readonly number[]) => {
    setSelected((current) => {
      const allSelected = cardIds.length > 0 && cardIds.every((id) => current.has(id));
      const next = new Set(current);
      for (const id of cardIds) {
        if (allSelected) next.delete(id);
        else next.add(id);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Set()), []);

  return { mode, setMode, selected, toggle, toggleAll, clear };
}

export type CardSelection = ReturnType<typeof useCardSelection>;
