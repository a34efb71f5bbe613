import { SEARCH } from '@cardbinder/shared';

/** localStorage key of one user's history; visitors keep none (spec 1 §6). */
export const historyKey = (userId: number | string) => `cardbinder:search-history:${userId}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // a browser with storage disabled throws on access
    return null;
  }
}

/** Newest first, at most 10; anything unreadable counts as an empty history. */
export function readHistory(userId: number | string, storage = storageOrNull()): string[] {
  const text = storage?.getItem(historyKey(userId));
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value
      .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
      .slice(0, SEARCH.historySize);
  } catch {
    return [];
  }
}

function write(userId: number | string, entries: string[], storage: Storage | null): string[] {
  try {
    if (entries.length === 0) storage?.removeItem(historyKey(userId));
    else storage?.setItem(historyKey(userId), JSON.stringify(entries));
  } catch {
    // a full or blocked storage only costs the history
  }
  return entries;
}

/** Moves the query to the front (a repeat, whatever its case, is not stored twice) and keeps 10. */
export function addToHistory(userId: number | string, query: string, storage = storageOrNull()): string[] {
  const trimmed = query.trim().replace(/\s+/g, ' ');
  if (trimmed.length < SEARCH.minLength) return readHistory(userId, storage);
  const rest = readHistory(userId, storage).filter((entry) => entry.toLowerCase() !== trimmed.toLowerCase());
  return write(userId, [trimmed, ...rest].slice(0, SEARCH.historySize), storage);
}

export function removeFromHistory(
  userId: number | string,
  query: string,
  storage = storageOrNull(),
): string[] {
  return write(
    userId,
    readHistory(userId, storage).filter((entry) => entry !== query),
    storage,
  );
}

export function clearHistory(userId: number | string, storage = storageOrNull()): string[] {
  return write(userId, [], storage);
}

/** The dropdown shows the newest 5. */
export const shownHistory = (entries: readonly string[]) => entries.slice(0, SEARCH.historyShown);
