/** Multiple selection in My Collection: whether it is on and which entries are chosen. */
export interface SelectionState {
  active: boolean;
  ids: ReadonlySet<number>;
}

/**
 * A small store outside React's props: the virtualised rows are memoised, so each check box subscribes to it
 * itself and a click re-renders that box and the action bar, not 10,000 rows.
 */
export function createSelectionStore() {
  let state: SelectionState = { active: false, ids: new Set() };
  const listeners = new Set<() => void>();
  const set = (next: SelectionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setActive: (active: boolean) => set({ active, ids: active ? state.ids : new Set() }),
    toggle(id: number, on: boolean) {
      const ids = new Set(state.ids);
      if (on) ids.add(id);
      else ids.delete(id);
      set({ ...state, ids });
    },
    selectAll: (ids: readonly number[]) => set({ ...state, ids: new Set(ids) }),
    clear: () => set({ ...state, ids: new Set() }),
    /** drops chosen ids no longer in the list (deleted, or filtered out) */
    keepOnly(ids: readonly number[]) {
      const present = new Set(ids);
      const kept = [...state.ids].filter((id) => present.has(id));
      if (kept.length !== state.ids.size) set({ ...state, ids: new Set(kept) });
    },
  };
}

export type SelectionStore = ReturnType<typeof createSelectionStore>;
