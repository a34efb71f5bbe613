import type { UniversalSearchResponse } from '@cardbinder/shared';
import type { Db, Executor } from '@/db/client';
import { isEmptyPlan, nameKeyOf, parseSearchQuery, type SearchPlan } from './search-query';
import { hasSetsOfYear, searchCatalogue } from './search.queries';

/** The year a collector's two digits name ("84 topps", "fleer 85"): the last hundred years up to next year. */
export function yearOfTwoDigits(digits: string, now = new Date()): number {
  const nextYear = now.getUTCFullYear() + 1;
  const year = Math.floor(nextYear / 100) * 100 + Number(digits);
  return year > nextYear ? year - 100 : year;
}

/**
 * Two digits beside a name are a year when sets of that year exist ("84 topps" is 1984 Topps, as
 * collectors write it); alone ("84") they stay a card number.
 */
async function withShortYear(db: Executor, plan: SearchPlan): Promise<SearchPlan> {
  if (plan.year !== null || !plan.terms.some((t) => t.kind === 'word')) return plan;
  const short = plan.terms.find((t) => t.kind === 'number' && !t.cardOnly && /^\d\d$/.test(t.term));
  if (!short) return plan;
  const year = yearOfTwoDigits(short.term);
  if (!(await hasSetsOfYear(db, year))) return plan;
  const terms = plan.terms.filter((t) => t !== short);
  return { ...plan, year, terms, nameKey: nameKeyOf(terms) };
}

/**
 * A year no set is from is a word of a name ("1990 Topps Baseball Chrome" is a 2025 insert), not a filter
 * that would leave nothing to find.
 */
async function withYearUnderstood(db: Executor, plan: SearchPlan): Promise<SearchPlan> {
  if (plan.year === null) return withShortYear(db, plan);
  if (await hasSetsOfYear(db, plan.year)) return plan;
  const terms: SearchPlan['terms'] = [...plan.terms, { term: String(plan.year), kind: 'number' }];
  return { ...plan, year: null, terms, nameKey: nameKeyOf(terms) };
}

/** Universal search: understands the query, then runs one ranked statement (search.queries.ts). */
export async function universalSearch(
  db: Db,
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
