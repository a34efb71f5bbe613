import type { UniversalSearchResponse } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import {
  isEmptyPlan,
  nameKeyOf,
  parseSearchQuery,
  phraseWordsOf,
  wordsKeyOf,
  type SearchPlan,
} from './search-query';
import { cardsOfYearNumbered } from './numbered-cards.queries';
import { searchCatalogue } from './search.queries';
import { whatTheCatalogueHas, type CatalogueAnswers } from './search-understanding.queries';
import { bindDb } from '@/lib/bind-db';
import { createFingerprintCache } from '@/lib/fingerprint-cache';
import { keptWhileCurrent } from '@/modules/card-list';

/** The year a collector's two digits name ("84 topps", "fleer 85"): the last hundred years up to next year. */
export function yearOfTwoDigits(digits: string, now = new Date()): number {
  const nextYear = now.getUTCFullYear() + 1;
  const year = Math.floor(nextYear / 100) * 100 + Number(digits);
  return year > nextYear ? year - 100 : year;
}

/** Two digits beside a name ("84 topps", "fleer 85"), which may be a year. */
function shortYearTerm(plan: SearchPlan) {
  if (plan.year !== null || !plan.terms.some((t) => t.kind === 'word')) return undefined;
  return plan.terms.find((t) => t.kind === 'number' && !t.cardOnly && /^\d\d$/.test(t.term));
}

function withTerms(plan: SearchPlan, terms: SearchPlan['terms']): SearchPlan {
  return { ...plan, terms, nameKey: nameKeyOf(terms) };
}

/**
 * What the query means, given what the catalogue holds:
 * - a year no set is from is a word of a name ("1990 Topps Baseball Chrome" is a 2025 insert), not a filter
 *   that would leave nothing to find;
 * - two digits beside a name are a year when sets of that year exist ("84 topps" is 1984 Topps, as collectors
 *   write it); alone ("84") they stay a card number;
 * - letters that spell a card number some card carries ("cs-kp", "us 175") are that number.
 */
function understood(plan: SearchPlan, answers: CatalogueAnswers): SearchPlan {
  let result = plan;
  for (const guess of plan.cardNumberGuesses) {
    if (!answers.cardNumbers.includes(guess.number)) continue;
    const terms = result.terms.filter((t) => !guess.words.includes(t.term));
    result = withTerms(result, [...terms, { term: guess.number, kind: 'number' }]);
  }
  if (result.year !== null && !answers.yearHasSets) {
    result = withTerms({ ...result, year: null }, [
      ...result.terms,
      { term: String(result.year), kind: 'number' },
    ]);
  }
  const short = shortYearTerm(result);
  if (short && answers.shortYearHasSets) {
    const wordsKey = wordsKeyOf(phraseWordsOf(result).filter((word) => word !== short.term));
    result = withTerms(
      { ...result, year: yearOfTwoDigits(short.term), wordsKey },
      result.terms.filter((t) => t !== short),
    );
  }
  return result;
}

/**
 * Universal search: understands the query (one small lookup, only when it has a year or a card-number guess),
 * then runs one ranked statement. Answers the response body as JSON text, the results as the database wrote them.
 */
export async function universalSearchBody(db: Db, query: string, limit: number): Promise<string> {
  const started = performance.now();
  const parsed = parseSearchQuery(query);
  let results = '[]';
  if (!isEmptyPlan(parsed)) {
    const short = shortYearTerm(parsed);
    const answers = await whatTheCatalogueHas(db, {
      year: parsed.year,
      shortYear: short ? yearOfTwoDigits(short.term) : null,
      cardNumbers: parsed.cardNumberGuesses.map((guess) => guess.number),
    });
    results = await searchCatalogue(db, understood(parsed, answers), limit);
  }
  const tookMs = Math.round((performance.now() - started) * 10) / 10;
  return `{"query":${JSON.stringify(query)},"results":${results},"took_ms":${tookMs}}`;
}

/** The same, parsed (scripts and tests that read results). */
export async function universalSearch(
  db: Db,
  query: string,
  limit: number,
): Promise<UniversalSearchResponse> {
  return JSON.parse(await universalSearchBody(db, query, limit)) as UniversalSearchResponse;
}

/** Answers kept for repeated queries; a few thousand popular searches fit. */
const KEPT_SEARCH_BYTES = 32 * 1024 * 1024;

/**
 * Search reads through its own connections (database.search) so it never queues behind writes. The route's
 * answers are kept while the catalogue and its search documents do not change (their writes count as
 * catalogue changes, migration 0019): a repeated query costs one index probe.
 */
export function createSearchService(search: Db) {
  const kept = createFingerprintCache<string>(KEPT_SEARCH_BYTES, (results) => results.length * 2);
  return {
    ...bindDb(search, { universalSearchBody, universalSearch, cardsOfYearNumbered }),
    async keptSearchBody(query: string, limit: number): Promise<string> {
      const started = performance.now();
      const body = await keptWhileCurrent(search, kept, `${limit}:${query}`, null, () =>
        universalSearchBody(search, query, limit),
      );
      // a kept answer tells how long this request took, not the first one
      const tookMs = Math.round((performance.now() - started) * 10) / 10;
      return body.replace(/"took_ms":[0-9.]+}$/, `"took_ms":${tookMs}}`);
    },
  };
}
