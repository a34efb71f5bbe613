import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cardPlayerTeams, cards, players, series, teams } from '@/db/schema';
import { intArray } from '@/db/sql';
import { containsPattern } from '@/lib/like-pattern';
import { deleteCardThreads } from '@/modules/comments';
import type { AdminCard, AdminCardPlayerTeam } from '@cardbinder/shared';

const PLAYER_NAME = sql`trim(p.first_name || ' ' || p.last_name)`;

/** The card's player-team pairs in card order, as the editor shows them. */
const PAIRS = sql`coalesce((
  select json_agg(json_build_object(
    'player', json_build_object('player_id', p.player_id, 'name', coalesce(nullif(${PLAYER_NAME}, ''), p.nick_name, ''),
                                'first_name', p.first_name, 'last_name', p.last_name),
    'team', json_build_object('team_id', t.team_id, 'name', t.name, 'abbreviation', t.abbreviation,
                              'primary_color', t.primary_color, 'secondary_color', t.secondary_color))
    order by cpt.sort_order, cpt.card_player_team_id)
  from card_player_teams cpt join players p on p.player_id = cpt.player_id join teams t on t.team_id = cpt.team_id
  where cpt.card_id = c.card_id), '[]'::json)`;

/**
 * A fingerprint of everything the editor shows of a card (its fields and its pairs): the optimistic
 * concurrency token. Any change by anyone gives another value, with no column to keep current.
 */
const VERSION = sql`md5(concat_ws('|', c.card_number, c.sort_order, c.is_rookie, c.is_autograph, c.is_relic,
  c.print_run, c.notes, (select string_agg(cpt.player_id || ':' || coalesce(cpt.team_id, 0), ',' order by cpt.sort_order,
  cpt.card_player_team_id) from card_player_teams cpt where cpt.card_id = c.card_id)))`;

async function selectCards(db: Executor, where: SQL, limit: number): Promise<AdminCard[]> {
  const result = await db.execute<AdminCard>(sql`
    select c.card_id, c.series_id, c.card_number, c.slug, c.sort_order, c.is_rookie, c.is_autograph, c.is_relic,
           c.print_run, c.notes, ${VERSION} as version, ${PAIRS} as card_player_teams
    from cards c where ${where}
    order by coalesce(c.sort_order, 2147483647), c.card_id
    limit ${limit}`);
  return result.rows;
}

export const listSeriesCards = (db: Executor, seriesId: number, limit: number) =>
  selectCards(db, sql`c.series_id = ${seriesId}`, limit);

export async function findCard(db: Executor, cardId: number): Promise<AdminCard | undefined> {
  return (await selectCards(db, sql`c.card_id = ${cardId}`, 1))[0];
}

/** Locks the card row so two saves of the same card queue instead of both passing the version check. */
export async function lockCard(db: Executor, cardId: number) {
  const result = await db.execute<SqlColumns<typeof cards, 'series_id'> & { version: string }>(
    sql`select c.series_id, ${VERSION} as version from cards c where c.card_id = ${cardId} for update`,
  );
  return result.rows[0];
}

export async function seriesSetId(db: Executor, seriesId: number): Promise<number | undefined> {
  const result = await db.execute<SqlColumns<typeof series, 'set_id'>>(
    sql`select set_id from series where series_id = ${seriesId}`,
  );
  return result.rows[0]?.set_id;
}

export async function cardNumberTaken(db: Executor, seriesId: number, cardNumber: string, cardId: number) {
  const result = await db.execute(sql`
    select 1 from cards where series_id = ${seriesId} and card_number = ${cardNumber} and card_id <> ${cardId}`);
  return (result.rowCount ?? 0) > 0;
}

export async function cardSlugTaken(db: Executor, seriesId: number, slug: string, cardId: number) {
  const result = await db.execute(
    sql`select 1 from cards where series_id = ${seriesId} and slug = ${slug} and card_id <> ${cardId}`,
  );
  return (result.rowCount ?? 0) > 0;
}

/** Names of the given players in the given order (for the card slug) and which teams exist. */
export async function playerNames(db: Executor, playerIds: number[]) {
  const result = await db.execute<SqlColumns<typeof players, 'player_id'> & { name: string }>(sql`
    select p.player_id, ${PLAYER_NAME} as name from players p where p.player_id = any(${intArray(playerIds)})`);
  return new Map(result.rows.map((row) => [row.player_id, row.name]));
}

export async function existingTeams(db: Executor, teamIds: number[]) {
  const result = await db.execute<SqlColumns<typeof teams, 'team_id'>>(
    sql`select team_id from teams where team_id = any(${intArray(teamIds)})`,
  );
  return new Set(result.rows.map((row) => row.team_id));
}

export type CardValues = {
  cardNumber: string;
  slug: string;
  sortOrder: number | null;
  isRookie: boolean;
  isAutograph: boolean;
  isRelic: boolean;
  printRun: number | null;
  notes: string | null;
};

export async function insertCard(db: Executor, seriesId: number, v: CardValues): Promise<number> {
  const result = await db.execute<SqlColumns<typeof cards, 'card_id'>>(sql`
    insert into cards (series_id, card_number, slug, sort_order, is_rookie, is_autograph, is_relic, print_run, notes)
    values (${seriesId}, ${v.cardNumber}, ${v.slug}, ${v.sortOrder}, ${v.isRookie}, ${v.isAutograph}, ${v.isRelic},
            ${v.printRun}, ${v.notes})
    returning card_id`);
  return result.rows[0]!.card_id;
}

export async function updateCard(db: Executor, cardId: number, v: CardValues): Promise<void> {
  await db.execute(sql`
    update cards set card_number = ${v.cardNumber}, slug = ${v.slug}, sort_order = ${v.sortOrder},
      is_rookie = ${v.isRookie}, is_autograph = ${v.isAutograph}, is_relic = ${v.isRelic},
      print_run = ${v.printRun}, notes = ${v.notes}
    where card_id = ${cardId}`);
}

/** The card's pairs before a change: their players and teams need their counts refreshed too. */
export async function cardPairs(db: Executor, cardId: number) {
  const result = await db.execute<SqlColumns<typeof cardPlayerTeams, 'player_id' | 'team_id'>>(
    sql`select player_id, team_id from card_player_teams where card_id = ${cardId}`,
  );
  return result.rows;
}

/** Replaces the card's pairs (in the order given) and links each player to the team if not yet. */
export async function replacePairs(
  db: Executor,
  cardId: number,
  pairs: { player_id: number; team_id: number }[],
) {
  await db.execute(sql`delete from card_player_teams where card_id = ${cardId}`);
  if (pairs.length === 0) return;
  const players = intArray(pairs.map((pair) => pair.player_id));
  const teams = intArray(pairs.map((pair) => pair.team_id));
  await db.execute(sql`
    insert into card_player_teams (card_id, player_id, team_id, sort_order)
    select ${cardId}, pair.player_id, pair.team_id, pair.n::int
    from unnest(${players}, ${teams}) with ordinality as pair (player_id, team_id, n)`);
  await db.execute(sql`
    insert into player_teams (player_id, team_id)
    select distinct pair.player_id, pair.team_id from unnest(${players}, ${teams}) as pair (player_id, team_id)
    on conflict on constraint player_teams_player_team_key do nothing`);
}

export async function countOwnedCopies(db: Executor, cardId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from user_cards where card_id = ${cardId}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** The card and its links go (cascade); the comments module drops its threads first (deleteCardThreads). */
export async function deleteCard(db: Executor, cardId: number): Promise<void> {
  await deleteCardThreads(db, cardId);
  await db.execute(sql`delete from cards where card_id = ${cardId}`);
}

/** Player-team pairs whose player's name matches: every team the player is linked to, busiest first. */
export async function searchPlayerTeams(db: Executor, search: string, limit: number) {
  const pattern = containsPattern(search);
  const result = await db.execute<AdminCardPlayerTeam>(sql`
    select json_build_object('player_id', p.player_id, 'name', coalesce(nullif(${PLAYER_NAME}, ''), p.nick_name, ''),
                             'first_name', p.first_name, 'last_name', p.last_name) as player,
           json_build_object('team_id', t.team_id, 'name', t.name, 'abbreviation', t.abbreviation,
                             'primary_color', t.primary_color, 'secondary_color', t.secondary_color) as team
    from players p
    join player_teams pt on pt.player_id = p.player_id
    join teams t on t.team_id = pt.team_id
    where (p.first_name || ' ' || p.last_name) ilike ${pattern} or p.nick_name ilike ${pattern}
    order by p.card_count desc, p.last_name, p.first_name, pt.card_count desc, t.name
    limit ${limit}`);
  return result.rows;
}
