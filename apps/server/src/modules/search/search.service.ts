import type { UniversalSearchResponse } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { isEmptyPlan, parseSearchQuery, type SearchPlan } from './search-query';
import { hasSetsOfYear, searchCatalogue } from './search.queries';

/**
 * A year no set is from is a word of a name ("1990 Topps Baseball Chrome" is a 2025 insert), not a filter
 * that would leave nothing to find.
 */
async function withYearUnderstood(db: Executor, plan: SearchPlan): Promise<SearchPlan> {
  if (plan.year === null || (await hasSetsOfYear(db, plan.year))) return plan;
  const term = String(plan.year);
  const words = [...plan.terms.map((t) => t.term), term].sort();
  return { ...plan, year: null, terms: [...plan.terms, { term, kind: 'number' }], nameKey: words.join(' ') };
}

/** Universal search: understands the query, then runs one ranked statement (search.queries.ts). */
export async function universalSearch(
  db: Executor,
  query: string,
  limit: number,
): Promise<UniversalSearchResponse> {
  const started = performance.now();
  const parsed = parseSearchQuery(query);
  const results = isEmptyPlan(parsed)
    ? []
    : await searchCatalogue(db, await withYearUnderstood(db, parsed), limit);
  return { query, results, took_ms: Math.round((performance.now() - started) * 10) / 10 };
}
