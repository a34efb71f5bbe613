import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { textArray } from './search-sql';

export interface CatalogueAnswers {
  yearHasSets: boolean;
  shortYearHasSets: boolean;
  /** the guessed card numbers some card carries */
  cardNumbers: string[];
}

/** The few facts about the catalogue a query's meaning depends on, in one round trip (none when none asked). */
export async function whatTheCatalogueHas(
  db: Executor,
  asked: { year: number | null; shortYear: number | null; cardNumbers: string[] },
): Promise<CatalogueAnswers> {
  if (asked.year === null && asked.shortYear === null && asked.cardNumbers.length === 0)
    return { yearHasSets: false, shortYearHasSets: false, cardNumbers: [] };
  const result = await db.execute<{ year: boolean; short_year: boolean; card_numbers: string[] }>(sql`
    select exists (select 1 from sets where year = ${asked.year}::int) "year",
      exists (select 1 from sets where year = ${asked.shortYear}::int) short_year,
      array(select k from unnest(${textArray(asked.cardNumbers)}) k
        where exists (select 1 from search_cards where facets @> array['n' || k])) card_numbers`);
  const row = result.rows[0];
  return {
    yearHasSets: row?.year ?? false,
    shortYearHasSets: row?.short_year ?? false,
    cardNumbers: row?.card_numbers ?? [],
  };
}
