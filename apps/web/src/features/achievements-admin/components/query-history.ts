/** The query tester's history: the last 10 queries, kept in this browser only (spec 3 §9). */
const KEY = 'cardbinder.query-tester.history';
export const HISTORY_SIZE = 10;
export const HISTORY_PREVIEW = 100;

export function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((q): q is string => typeof q === 'string').slice(0, HISTORY_SIZE)
      : [];
  } catch {
    return [];
  }
}

/** Newest first; running a query again moves it to the top instead of listing it twice. */
export function remember(query: string): string[] {
  const next = [query, ...readHistory().filter((q) => q !== query)].slice(0, HISTORY_SIZE);
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // a full or disabled storage only loses the history
  }
  return next;
}

export const preview = (query: string) =>
  query.length > HISTORY_PREVIEW ? `${query.slice(0, HISTORY_PREVIEW)}...` : query;
