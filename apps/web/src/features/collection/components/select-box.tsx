import { useSyncExternalStore } from 'react';
import type { SelectionStore } from '../lib/selection-store';

/** A check box for one entry, shown only while Multiple selection is on. */
export function SelectBox({
  store,
  id,
  label,
}: {
  store: SelectionStore | undefined;
  id: number;
  label: string;
}) {
  const state = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    store?.getSnapshot ?? inactive,
    store?.getSnapshot ?? inactive,
  );
  if (!store || !state.active) return null;
  return (
    <input
      type="checkbox"
      className="cc-select"
      aria-label={label}
      checked={state.ids.has(id)}
      onChange={(event) => store.toggle(id, event.target.checked)}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

const noSubscribe = () => () => undefined;
const INACTIVE = { active: false, ids: new Set<number>() };
const inactive = () => INACTIVE;
