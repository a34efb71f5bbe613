import { sql } from 'drizzle-orm';
import { CARD_IMPORT, type ImportPlayerCandidate, type ImportTeamMatch } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { players, series, sets, teams } from '@/db/schema';
import { intArray, pgArray, textArray } from '@/db/sql';

const PLAYER_NAME = sql`coalesce(nullif(trim(p.first_name || ' ' || p.last_name), ''), p.nick_name, '')`;

export async function findSeriesScope(db: Executor, seriesId: number) {
  const result = await db.execute<
    SqlColumns<typeof series, 'series_id' | 'name' | 'set_id'> &
      SqlColumns<typeof sets, 'organization_id'> & { organization_name: string | null }
  >(sql`
    select s.series_id, s.name, s.set_id, st.organization_id, o.name as organization_name
    from series s join sets st on st.set_id = s.set_id left join organizations o on o.organization_id = st.organization_id
    where s.series_id = ${seriesId}`);
  return result.rows[0];
}

type KeyedCandidate = ImportPlayerCandidate & { key: string };

const byKey = (rows: KeyedCandidate[]) => {
  const found = new Map<string, ImportPlayerCandidate[]>();
  for (const { key, ...candidate } of rows) found.set(key, [...(found.get(key) ?? []), candidate]);
  return found;
};

/**
 * For each key, the players whose folded "first last" is that key (accents, case and punctuation folded
 * alike), best known first: one statement for a whole checklist.
 */
export async function exactPlayers(
  db: Executor,
  keys: string[],
): Promise<Map<string, ImportPlayerCandidate[]>> {
  const result = await db.execute<KeyedCandidate>(sql`
    select k.key, x.* from unnest(${textArray(keys)}) k(key) cross join lateral (
      select p.player_id as "playerId", ${PLAYER_NAME} as "playerName", p.first_name as "firstName",
             p.last_name as "lastName", 1::float8 as score
      from players p where p.name_key = k.key
      order by p.card_count desc, p.player_id limit ${CARD_IMPORT.candidates}) x`);
  return byKey(result.rows);
}

/** For each key, the closest other names by trigram similarity (pg_trgm's default threshold), best first. */
export async function fuzzyPlayers(
  db: Executor,
  keys: string[],
): Promise<Map<string, ImportPlayerCandidate[]>> {
  const result = await db.execute<KeyedCandidate>(sql`
    select k.key, x.* from unnest(${textArray(keys)}) k(key) cross join lateral (
      select p.player_id as "playerId", ${PLAYER_NAME} as "playerName", p.first_name as "firstName",
             p.last_name as "lastName", round(similarity(p.name_key, k.key)::numeric, 3)::float8 as score
      from players p where p.name_key % k.key and p.name_key <> k.key
      order by similarity(p.name_key, k.key) desc, p.card_count desc, p.player_id
      limit ${CARD_IMPORT.candidates}) x`);
  return byKey(result.rows);
}

/** A team named so (name, city and name, or abbreviation) in the organization, or anywhere when there is none. */
export async function findTeam(
  db: Executor,
  teamName: string,
  organizationId: number | null,
): Promise<ImportTeamMatch | undefined> {
  const name = teamName.trim().toLowerCase();
  const result = await db.execute<ImportTeamMatch>(sql`
    select ${teamName} as "teamName", t.team_id as "teamId", t.name, t.abbreviation,
           t.primary_color as "primaryColor", t.secondary_color as "secondaryColor"
    from teams t
    where (${organizationId}::int is null or t.organization_id = ${organizationId}::int)
      and (lower(t.name) = ${name} or lower(t.abbreviation) = ${name} or lower(concat_ws(' ', t.city, t.name)) = ${name})
    order by (lower(t.name) = ${name}) desc, t.card_count desc, t.team_id limit 1`);
  return result.rows[0];
}

export async function existingPairs(db: Executor, playerIds: number[], teamIds: number[]) {
  const result = await db.execute<{ playerId: number; teamId: number }>(sql`
    select player_id as "playerId", team_id as "teamId" from player_teams
    where player_id = any(${intArray(playerIds)}) and team_id = any(${intArray(teamIds)})`);
  return result.rows;
}

export async function playerNames(db: Executor, playerIds: number[]) {
  const result = await db.execute<SqlColumns<typeof players, 'player_id'> & { name: string }>(sql`
    select p.player_id, ${PLAYER_NAME} as name from players p where p.player_id = any(${intArray(playerIds)})`);
  return new Map(result.rows.map((row) => [row.player_id, row.name]));
}

export async function existingTeamIds(db: Executor, teamIds: number[]) {
  const result = await db.execute<SqlColumns<typeof teams, 'team_id'>>(
    sql`select team_id from teams where team_id = any(${intArray(teamIds)})`,
  );
  return new Set(result.rows.map((row) => row.team_id));
}

export type StoredCard = {
  card_id: number;
  card_number: string;
  slug: string;
  is_rookie: boolean;
  is_autograph: boolean;
  is_relic: boolean;
  notes: string | null;
  /** "player:team,…" in card order */
  pairs: string;
};

/** The series' cards, locked when writing: two imports of one series queue instead of both inserting a card number. */
export async function seriesCards(db: Executor, seriesId: number, lock: boolean): Promise<StoredCard[]> {
  if (lock) await db.execute(sql`select 1 from series where series_id = ${seriesId} for update`);
  const result = await db.execute<StoredCard>(sql`
    select c.card_id, c.card_number, c.slug, c.is_rookie, c.is_autograph, c.is_relic, c.notes,
      coalesce((select string_agg(coalesce(cpt.player_id, 0) || ':' || coalesce(cpt.team_id, 0), ','
                 order by cpt.sort_order, cpt.card_player_team_id)
               from card_player_teams cpt where cpt.card_id = c.card_id), '') as pairs
    from cards c where c.series_id = ${seriesId}`);
  return result.rows;
}

export interface ImportCardValues {
  cardNumber: string;
  slug: string;
  sortOrder: number;
  isRookie: boolean;
  isAutograph: boolean;
  isRelic: boolean;
  notes: string | null;
}

const boolArray = (values: readonly boolean[]) => sql`${pgArray(values)}::boolean[]`;

/** Inserts the cards in one statement; answers each new card's id by its slug (unique in the series). */
export async function insertCards(
  db: Executor,
  seriesId: number,
  cards: ImportCardValues[],
): Promise<Map<string, number>> {
  if (cards.length === 0) return new Map();
  const result = await db.execute<{ card_id: number; slug: string }>(sql`
    insert into cards (series_id, card_number, slug, sort_order, is_rookie, is_autograph, is_relic, notes)
    select ${seriesId}, v.card_number, v.slug, v.sort_order, v.is_rookie, v.is_autograph, v.is_relic, v.notes
    from unnest(${textArray(cards.map((v) => v.cardNumber))}, ${textArray(cards.map((v) => v.slug))},
      ${intArray(cards.map((v) => v.sortOrder))}, ${boolArray(cards.map((v) => v.isRookie))},
      ${boolArray(cards.map((v) => v.isAutograph))}, ${boolArray(cards.map((v) => v.isRelic))},
      ${sql`${pgArray(cards.map((v) => v.notes))}::text[]`})
      as v (card_number, slug, sort_order, is_rookie, is_autograph, is_relic, notes)
    returning card_id, slug`);
  return new Map(result.rows.map((row) => [row.slug, row.card_id]));
}

export async function updateCardsFlags(db: Executor, cards: { cardId: number; values: ImportCardValues }[]) {
  if (cards.length === 0) return;
  await db.execute(sql`update cards c set is_rookie = v.is_rookie, is_autograph = v.is_autograph,
      is_relic = v.is_relic, notes = v.notes
    from unnest(${intArray(cards.map((card) => card.cardId))}, ${boolArray(cards.map((card) => card.values.isRookie))},
      ${boolArray(cards.map((card) => card.values.isAutograph))}, ${boolArray(cards.map((card) => card.values.isRelic))},
      ${sql`${pgArray(cards.map((card) => card.values.notes))}::text[]`})
      as v (card_id, is_rookie, is_autograph, is_relic, notes)
    where c.card_id = v.card_id`);
}

export type Pair = { playerId: number; teamId: number | null };

/** Each card's player-team rows become exactly the given pairs, in order. */
export async function replacePairs(db: Executor, cards: { cardId: number; pairs: Pair[] }[]): Promise<void> {
  if (cards.length === 0) return;
  await db.execute(
    sql`delete from card_player_teams where card_id = any(${intArray(cards.map((card) => card.cardId))})`,
  );
  const rows = cards.flatMap((card) =>
    card.pairs.map((pair, index) => ({ cardId: card.cardId, ...pair, sortOrder: index + 1 })),
  );
  if (rows.length === 0) return;
  await db.execute(sql`insert into card_player_teams (card_id, player_id, team_id, sort_order)
    select * from unnest(${intArray(rows.map((row) => row.cardId))}, ${intArray(rows.map((row) => row.playerId))},
      ${sql`${pgArray(rows.map((row) => row.teamId))}::int[]`}, ${intArray(rows.map((row) => row.sortOrder))})`);
}

/** Adds the player-team records the cards need; answers how many were new. */
export async function ensurePlayerTeams(db: Executor, pairs: { playerId: number; teamId: number }[]) {
  if (pairs.length === 0) return 0;
  const result = await db.execute(sql`
    insert into player_teams (player_id, team_id)
    select distinct pair.player_id, pair.team_id
    from unnest(${intArray(pairs.map((p) => p.playerId))}, ${intArray(pairs.map((p) => p.teamId))}) as pair (player_id, team_id)
    on conflict on constraint player_teams_player_team_key do nothing`);
  return result.rowCount ?? 0;
}

export async function insertPlayerTeam(db: Executor, playerId: number, teamId: number) {
  await db.execute(sql`insert into player_teams (player_id, team_id) values (${playerId}, ${teamId})
    on conflict on constraint player_teams_player_team_key do nothing`);
  const result = await db.execute<{ playerTeamId: number; playerId: number; teamId: number }>(sql`
    select player_team_id as "playerTeamId", player_id as "playerId", team_id as "teamId"
    from player_teams where player_id = ${playerId} and team_id = ${teamId}`);
  return result.rows[0]!;
}
