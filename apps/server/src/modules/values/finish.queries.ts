import { sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { executePrepared } from '@/db/prepared';
import { intArray } from '@/db/sql';

export type FinishScope = { seriesId: number } | { setId: number };

export type MissingCardRow = {
  card_id: number;
  card_number: string;
  series_name: string;
  players: string | null;
  value: string | null;
};

/** The scope's cards: a series', or those of every series of a set. */
const cardsOf = (scope: FinishScope): SQL =>
  'seriesId' in scope
    ? sql`cards c join series s on s.series_id = c.series_id where c.series_id = ${scope.seriesId}`
    : sql`series s join cards c on c.series_id = s.series_id where s.set_id = ${scope.setId}`;

export async function scopeExists(db: Executor, scope: FinishScope): Promise<boolean> {
  const result = await db.execute(
    'seriesId' in scope
      ? sql`select 1 from series where series_id = ${scope.seriesId}`
      : sql`select 1 from sets where set_id = ${scope.setId}`,
  );
  return result.rows.length > 0;
}

export type ChecklistRow = Omit<MissingCardRow, 'value'>;

/**
 * Every card of a series or set in checklist order (series name, sort order, number), each with its players'
 * names: what only the catalogue decides, the same for every collector.
 */
export async function scopeChecklist(db: Executor, scope: FinishScope): Promise<ChecklistRow[]> {
  const result = await db.execute<ChecklistRow>(sql`
    select c.card_id, c.card_number, s.name as series_name,
           (select string_agg(p.first_name || ' ' || p.last_name, ', ' order by link.card_player_team_id)
              from card_player_teams link join players p on p.player_id = link.player_id
              where link.card_id = c.card_id) as players
    from ${cardsOf(scope)}
    order by s.name, c.sort_order nulls last,
             case when c.card_number ~ '^[0-9]{1,9}$' then c.card_number::int end nulls last, c.card_number`);
  return result.rows;
}

/**
 * Of the listed cards, those the collector has no copy of, each with its raw value where it has one: one pass
 * over the collector's entries (a hash of their card ids, or an index probe per card for a small collection)
 * and a card_values primary-key probe per missing card. One statement text whatever the scope, so it is
 * prepared once per connection and not planned again.
 */
export async function missingAmong(
  db: Db,
  userId: number,
  cardIds: readonly number[],
): Promise<{ card_id: number; value: string | null }[]> {
  if (cardIds.length === 0) return [];
  return executePrepared<{ card_id: number; value: string | null }>(
    db,
    sql`
    select u.card_id, v.value::text as value
    from unnest(${intArray(cardIds)}) as u (card_id)
    left join card_values v on v.card_id = u.card_id and v.bucket = 'raw'
    where not exists (select 1 from user_cards uc where uc.user_id = ${userId} and uc.card_id = u.card_id)`,
  );
}

export type SeriesInProgressRow = {
  series_id: number;
  name: string;
  slug: string;
  set_name: string;
  set_year: number;
  set_slug: string;
  total_cards: number;
  owned_cards: number;
  cost_to_finish: string | null;
  missing_without_value: number;
};

/** The series the collector has started (a copy of at least one card), with completion and cost to finish. */
export async function seriesInProgress(db: Executor, userId: number, limit: number) {
  const result = await db.execute<SeriesInProgressRow>(sql`
    with owned as (
      select c.series_id, count(distinct uc.card_id)::int as owned_cards
      from user_cards uc join cards c on c.card_id = uc.card_id
      where uc.user_id = ${userId} group by c.series_id
    ), missing as (
      select o.series_id, sum(v.value) as cost, count(*) filter (where v.value is null)::int as unvalued,
             count(*)::int as missing_cards
      from owned o join cards c on c.series_id = o.series_id
      left join card_values v on v.card_id = c.card_id and v.bucket = 'raw'
      where not exists (select 1 from user_cards uc where uc.user_id = ${userId} and uc.card_id = c.card_id)
      group by o.series_id
    )
    select s.series_id, s.name, s.slug, st.name as set_name, st.year as set_year, st.slug as set_slug,
           o.owned_cards + coalesce(m.missing_cards, 0) as total_cards, o.owned_cards,
           m.cost::text as cost_to_finish, coalesce(m.unvalued, 0) as missing_without_value
    from owned o
    join series s on s.series_id = o.series_id
    join sets st on st.set_id = s.set_id
    left join missing m on m.series_id = o.series_id
    order by o.owned_cards::float / nullif(o.owned_cards + coalesce(m.missing_cards, 0), 0) desc,
             coalesce(m.missing_cards, 0), s.name
    limit ${limit}`);
  return result.rows;
}
