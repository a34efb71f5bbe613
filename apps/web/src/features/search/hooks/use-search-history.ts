import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth';
import {
  addToHistory,
  clearHistory,
  historyKey,
  readHistory,
  removeFromHistory,
} from '../lib/search-history';

export interface SearchHistory {
  /** newest first; always empty for visitors */
  entries: readonly string[];
  add: (query: string) => void;
  remove: (query: string) => void;
  clear: () => void;
}

const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
// one array per stored text, so the snapshot stays referentially stable between reads
const snapshots = new Map<string, { raw: string | null; entries: readonly string[] }>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // another tab changed the history
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function snapshot(userId: number): readonly string[] {
  const key = historyKey(userId);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return NONE;
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.entries;
  const entries = readHistory(userId);
  snapshots.set(key, { raw, entries });
  return entries;
}

/** The signed-in user's local search history (10 kept, spec 1 §9), shared by the header and the search page. */
export function useSearchHistory(): SearchHistory {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const entries = useSyncExternalStore(
    subscribe,
    () => (userId === null ? NONE : snapshot(userId)),
    () => NONE,
  );
  const change = useCallback(
    (update: (id: number) => void) => {
      if (userId === null) return;
      update(userId);
      notify();
    },
    [userId],
  );
  return {
    entries,
    add: useCallback((query: string) => change((id) => addToHistory(id, query)), [change]),
    remove: useCallback((query: string) => change((id) => removeFromHistory(id, query)), [change]),
    clear: useCallback(() => change((id) => clearHistory(id)), [change]),
  };
}
