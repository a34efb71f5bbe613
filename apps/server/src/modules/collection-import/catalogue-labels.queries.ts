import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray, textArray } from '@/db/sql';

/** A series as a line may name it: its set's year and name, and its own name. */
export type SeriesName = { series_id: number; year: number; set_name: string; series_name: string };

/** Every series of the sets of these years (a few thousand a year at most, read once per import). */
export async function seriesOfYears(db: Executor, years: number[]): Promise<SeriesName[]> {
  if (!years.length) return [];
  const { rows } = await db.execute<SeriesName>(sql`
    select s.series_id, st.year, st.name set_name, s.name series_name
    from sets st join series s on s.set_id = st.set_id
    where st.year = any(${intArray(years)})`);
  return rows;
}

export type NumberedCard = { card_id: number; series_id: number; card_number: string };

/** The cards of these series carrying these numbers (compared in lower case), one series–number pair a row. */
export async function cardsNumbered(
  db: Executor,
  wanted: { seriesId: number; number: string }[],
): Promise<NumberedCard[]> {
  if (!wanted.length) return [];
  const { rows } = await db.execute<NumberedCard>(sql`
    select c.card_id, c.series_id, c.card_number
    from unnest(${intArray(wanted.map((w) => w.seriesId))}, ${textArray(wanted.map((w) => w.number))})
      w(series_id, number)
    join cards c on c.series_id = w.series_id and lower(c.card_number) = w.number`);
  return rows;
}
