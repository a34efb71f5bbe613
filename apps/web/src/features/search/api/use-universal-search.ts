import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  SEARCH,
  type universalSearchContract,
  type SearchResult,
  universalSearchRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { searchKeys } from '@/lib/query-keys';
import { DEMO_RESULTS, isDemoQuery } from '../lib/demo-results';

export interface SearchAnswer {
  query: string;
  results: SearchResult[];
  /** what the visitor waited, request to answer */
  elapsedMs: number;
}

export const searchQueryKey = searchKeys.universal;

export const canSearch = (query: string) => query.trim().length >= SEARCH.minLength;

/** One search; the signal aborts the request when a newer query replaces it. */
export async function fetchUniversalSearch(query: string, signal?: AbortSignal): Promise<SearchAnswer> {
  const started = performance.now();
  const q = query.trim();
  if (isDemoQuery(q)) {
    return { query: q, results: [...DEMO_RESULTS], elapsedMs: Math.round(performance.now() - started) };
  }
  const answer = await callRoute<typeof universalSearchContract>(
    universalSearchRoute,
    { query: { q, limit: SEARCH.limit } },
    { signal },
  );
  return { query: q, results: answer.results, elapsedMs: Math.round(performance.now() - started) };
}

export interface UseUniversalSearchOptions {
  /** keep showing the last answer while the next one loads (the dropdown does, the page does not) */
  keepPrevious?: boolean;
}

/** Runs only from 2 characters (spec 1 §5); a failed search is not retried, the screen says so at once. */
export function useUniversalSearch(query: string, { keepPrevious = false }: UseUniversalSearchOptions = {}) {
  const q = query.trim();
  return useQuery({
    queryKey: searchQueryKey(q),
    queryFn: ({ signal }) => fetchUniversalSearch(q, signal),
    enabled: canSearch(q),
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
