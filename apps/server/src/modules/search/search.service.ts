import type { UniversalSearchResponse } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { isEmptyPlan, parseSearchQuery } from './search-query';
import { searchCatalogue } from './search.queries';

/** Universal search: understands the query, then runs one ranked statement (search.queries.ts). */
export async function universalSearch(
  db: Executor,
  query: string,
  limit: number,
): Promise<UniversalSearchResponse> {
  const started = performance.now();
  const plan = parseSearchQuery(query);
  const results = isEmptyPlan(plan) ? [] : await searchCatalogue(db, plan, limit);
  return { query, results, took_ms: Math.round((performance.now() - started) * 10) / 10 };
}
