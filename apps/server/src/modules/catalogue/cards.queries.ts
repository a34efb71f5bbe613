import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import {
  CARD_FROM,
  CARD_ORDER_KEY,
  CARD_OWN_COLUMNS,
  SERIES_REF_COLUMNS,
  type CardListRow,
} from '@/modules/card-list';
import type { OuterJoined, SqlColumnAs, SqlColumns } from '@/db/rows';
import type { cardPlayerTeams, cards, colors, players, series, teams, userCards } from '@/db/schema';
import { canonicalFirst, slugMatches } from './sql-helpers';

/** A card as the card page reads it: its row plus the series' images and print-run label. */
export type CardRow = CardListRow &
  SqlColumns<typeof series, 'front_image_path' | 'back_image_path' | 'print_run_display'>;

export type CardPlayerTeamRow = SqlColumns<typeof cardPlayerTeams, 'card_id'> &
  OuterJoined<
    SqlColumns<typeof players, 'player_id' | 'first_name' | 'last_name' | 'nick_name'> &
      SqlColumnAs<typeof players, 'slug', 'player_slug'> &
      SqlColumns<typeof teams, 'team_id' | 'abbreviation' | 'primary_color' | 'secondary_color'> &
      SqlColumnAs<typeof teams, 'name', 'team_name'> &
      SqlColumnAs<typeof teams, 'slug', 'team_slug'>
  >;

const CARD_COLUMNS = sql`${CARD_OWN_COLUMNS}, ${SERIES_REF_COLUMNS}, s.front_image_path, s.back_image_path,
  s.print_run_display`;

async function selectCards(db: Executor, where: SQL, order: SQL, limit: number): Promise<CardRow[]> {
  const result = await db.execute<CardRow>(
    sql`select ${CARD_COLUMNS} ${CARD_FROM} where ${where} order by ${order} limit ${limit}`,
  );
  return result.rows;
}

export async function findCardRow(db: Executor, where: SQL): Promise<CardRow | undefined> {
  const [row] = await selectCards(db, where, sql`c.card_id`, 1);
  return row;
}

/** Players and teams of the given cards, in card then listing order; one query for any number of cards. */
export async function listCardPlayerTeams(db: Executor, cardIds: number[]): Promise<CardPlayerTeamRow[]> {
  if (cardIds.length === 0) return [];
  const result = await db.execute<CardPlayerTeamRow>(sql`
    select cpt.card_id, p.player_id, p.first_name, p.last_name, p.nick_name, p.slug as player_slug,
           t.team_id, t.name as team_name, t.slug as team_slug, t.abbreviation, t.primary_color, t.secondary_color
    from card_player_teams cpt
    left join players p on p.player_id = cpt.player_id
    left join teams t on t.team_id = cpt.team_id
    where cpt.card_id = any(${intArray(cardIds)})
    order by cpt.card_id, cpt.sort_order, cpt.card_player_team_id`);
  return result.rows;
}

/** How many copies of each card the user owns (only cards they own appear). */
export async function userCardCounts(
  db: Executor,
  userId: number,
  cardIds: number[],
): Promise<Map<number, number>> {
  if (cardIds.length === 0) return new Map();
  const result = await db.execute<SqlColumns<typeof userCards, 'card_id'> & { n: number }>(sql`
    select card_id, count(*)::int as n from user_cards
    where user_id = ${userId} and card_id = any(${intArray(cardIds)})
    group by card_id`);
  return new Map(result.rows.map((row) => [row.card_id, row.n]));
}

type CardLink = SqlColumns<typeof cards, 'card_id' | 'card_number'> &
  SqlColumnAs<typeof cards, 'slug', 'card_slug'>;

export type NeighbourRow = CardLink & { direction: 'prev' | 'next' };

/** The cards just before and after one card in series order: two index probes, never the whole series. */
export async function findNeighbours(
  db: Executor,
  card: { series_id: number; sort_order: number | null; card_id: number },
): Promise<NeighbourRow[]> {
  const key = card.sort_order ?? 2147483647;
  const result = await db.execute<NeighbourRow>(sql`
    (select 'prev' as direction, c.card_id, c.card_number, c.slug as card_slug from cards c
     where c.series_id = ${card.series_id} and (${CARD_ORDER_KEY}, c.card_id) < (${key}::int, ${card.card_id}::int)
     order by ${CARD_ORDER_KEY} desc, c.card_id desc limit 1)
    union all
    (select 'next', c.card_id, c.card_number, c.slug from cards c
     where c.series_id = ${card.series_id} and (${CARD_ORDER_KEY}, c.card_id) > (${key}::int, ${card.card_id}::int)
     order by ${CARD_ORDER_KEY}, c.card_id limit 1)`);
  return result.rows;
}

/** The first card of a series in series order. */
export async function findFirstCard(db: Executor, seriesId: number) {
  const result = await db.execute<CardLink>(sql`
    select c.card_id, c.card_number, c.slug as card_slug from cards c
    where c.series_id = ${seriesId} order by ${CARD_ORDER_KEY}, c.card_id limit 1`);
  return result.rows[0];
}

export type ParallelCardRow = SqlColumns<
  typeof series,
  'series_id' | 'name' | 'is_base' | 'print_run_display' | 'card_count'
> &
  SqlColumnAs<typeof series, 'slug', 'series_slug'> & { is_parallel: boolean } & OuterJoined<
    SqlColumnAs<typeof colors, 'hex_value', 'color_hex'> & SqlColumnAs<typeof colors, 'name', 'color_name'>
  > &
  CardLink &
  SqlColumns<typeof cards, 'print_run'>;

const PARALLEL_CARD_COLUMNS = sql`
  s.series_id, s.name, s.slug as series_slug, s.is_base, s.parallel_of_series is not null as is_parallel,
  s.print_run_display, col.hex_value as color_hex, col.name as color_name, s.card_count,
  c.card_id, c.slug as card_slug, c.card_number, c.print_run`;

/** Parent (base or insert) first, then its parallels by print run, highest (or unnumbered) first. */
const PARALLEL_ORDER = sql`s.parallel_of_series is not null, s.is_base desc, s.min_print_run desc nulls first, s.name`;

/** Every series of a set holding this card number, inserts included (GET /api/cards/parallel-series). */
export async function listSeriesWithCardNumber(
  db: Executor,
  setId: number,
  cardNumber: string,
): Promise<ParallelCardRow[]> {
  const result = await db.execute<ParallelCardRow>(sql`
    select ${PARALLEL_CARD_COLUMNS}
    from series s
    join cards c on c.series_id = s.series_id and c.card_number = ${cardNumber}
    left join colors col on col.color_id = s.color_id
    where s.set_id = ${setId}
    order by ${PARALLEL_ORDER}`);
  return result.rows;
}

/**
 * A card's true parallels: the same number in its series' family, i.e. the parent series (the card's own
 * series, or the one it is a parallel of) and every parallel of that parent. Inserts of the set that happen
 * to use the same number (pins, redemptions) are other cards, not parallels.
 */
export async function listParallelCards(
  db: Executor,
  seriesId: number,
  cardNumber: string,
): Promise<ParallelCardRow[]> {
  const result = await db.execute<ParallelCardRow>(sql`
    with family as (
      select coalesce(own.parallel_of_series, own.series_id) as root_id from series own
      where own.series_id = ${seriesId})
    select ${PARALLEL_CARD_COLUMNS}
    from family
    join series s on s.series_id = family.root_id or s.parallel_of_series = family.root_id
    join cards c on c.series_id = s.series_id and c.card_number = ${cardNumber}
    left join colors col on col.color_id = s.color_id
    order by ${PARALLEL_ORDER}`);
  return result.rows;
}

/** How many collectors' copies of the card exist (the card page's "CYC Pop"). */
export async function countPopulation(db: Executor, cardId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from user_cards where card_id = ${cardId}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Series matched by slug (or its literal form) first, then by exact name (the newest set wins). */
export async function findSeriesIdByNameOrSlug(db: Executor, value: string): Promise<number | undefined> {
  const result = await db.execute<SqlColumns<typeof series, 'series_id'>>(sql`
    (select s.series_id from series s where ${slugMatches('s', value)}
     order by ${canonicalFirst('s', value)}, s.series_id limit 1)
    union all
    (select s.series_id from series s join sets st on st.set_id = s.set_id
     where lower(s.name) = lower(${value}) order by st.year desc, s.series_id desc limit 1)
    limit 1`);
  return result.rows[0]?.series_id;
}

/** Players whose slug or folded full name matches. */
export async function findPlayerIdsByName(db: Executor, slug: string, key: string): Promise<number[]> {
  const result = await db.execute<SqlColumns<typeof players, 'player_id'>>(
    sql`select player_id from players where slug = ${slug} or name_key = ${key}`,
  );
  return result.rows.map((row) => row.player_id);
}
