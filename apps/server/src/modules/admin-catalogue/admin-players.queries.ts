import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { cardPlayerTeams, playerTeams, players } from '@/db/schema';

export type PlayerEditRow = SqlColumns<
  typeof players,
  | 'player_id'
  | 'first_name'
  | 'last_name'
  | 'nick_name'
  | 'is_hof'
  | 'slug'
  | 'card_count'
  | 'rc_count'
  | 'last_viewed'
> & {
  /** cast to text: the date as written, never shifted by a time zone */
  birthdate: string | null;
};

const PLAYER_COLUMNS = sql`player_id, first_name, last_name, nick_name, birthdate::text as birthdate, is_hof, slug,
  card_count, rc_count, last_viewed`;

export async function findPlayerForEdit(db: Executor, playerId: number) {
  const result = await db.execute<PlayerEditRow>(
    sql`select ${PLAYER_COLUMNS} from players where player_id = ${playerId}`,
  );
  return result.rows[0];
}

export async function slugTakenByOther(db: Executor, slug: string, playerId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 from players where slug = ${slug} and player_id <> ${playerId}`,
  );
  return (result.rowCount ?? 0) > 0;
}

/** A player's stored fields, as the admin form saves them. */
export interface PlayerValues {
  firstName: string;
  lastName: string;
  nickName: string | null;
  birthdate: string | null;
  isHof: boolean;
  slug: string;
  nameKey: string;
}

export async function updatePlayer(db: Executor, playerId: number, values: PlayerValues): Promise<void> {
  await db.execute(sql`
    update players set first_name = ${values.firstName}, last_name = ${values.lastName},
      nick_name = ${values.nickName}, birthdate = ${values.birthdate}::date, is_hof = ${values.isHof},
      slug = ${values.slug}, name_key = ${values.nameKey}
    where player_id = ${playerId}`);
}

export async function teamExists(db: Executor, teamId: number): Promise<boolean> {
  return ((await db.execute(sql`select 1 from teams where team_id = ${teamId}`)).rowCount ?? 0) > 0;
}

export async function linkedTeamIds(db: Executor, playerId: number): Promise<number[]> {
  const result = await db.execute<SqlColumns<typeof playerTeams, 'team_id'>>(
    sql`select team_id from player_teams where player_id = ${playerId}`,
  );
  return result.rows.map((row) => row.team_id);
}

/** false when the link already existed */
export async function linkTeam(db: Executor, playerId: number, teamId: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into player_teams (player_id, team_id) values (${playerId}, ${teamId})
    on conflict on constraint player_teams_player_team_key do nothing`);
  return (result.rowCount ?? 0) > 0;
}

export async function unlinkTeam(db: Executor, playerId: number, teamId: number): Promise<void> {
  await db.execute(sql`delete from player_teams where player_id = ${playerId} and team_id = ${teamId}`);
}

export async function countPlayerCardsOnTeam(
  db: Executor,
  playerId: number,
  teamId: number,
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(distinct card_id)::int as n from card_player_teams
    where player_id = ${playerId} and team_id = ${teamId}`);
  return result.rows[0]?.n ?? 0;
}

/**
 * Moves the player's card links from one team to another. A card that already links the player to the
 * target team keeps that link and drops the old one (the link table is unique per card, player, team).
 * Returns the ids of the cards that changed.
 */
export async function moveCardLinks(db: Executor, playerId: number, fromTeamId: number, toTeamId: number) {
  const dropped = await db.execute<{ card_id: number }>(sql`
    delete from card_player_teams a
    where a.player_id = ${playerId} and a.team_id = ${fromTeamId}
      and exists (select 1 from card_player_teams b
                  where b.card_id = a.card_id and b.player_id = ${playerId} and b.team_id = ${toTeamId})
    returning a.card_id`);
  const moved = await db.execute<SqlColumns<typeof cardPlayerTeams, 'card_id'>>(sql`
    update card_player_teams set team_id = ${toTeamId}
    where player_id = ${playerId} and team_id = ${fromTeamId}
    returning card_id`);
  return [...new Set([...dropped.rows, ...moved.rows].map((row) => row.card_id))];
}

const PLAYER_ORDER = {
  player_id: [sql`player_id`],
  name: [sql`lower(last_name)`, sql`lower(first_name)`, sql`lower(coalesce(nick_name, ''))`],
  card_count: [sql`card_count`],
  is_hof: [sql`is_hof`],
} as const;

/** One page of the admin player list; search matches full names and nicknames. */
export async function listPlayersForAdmin(
  db: Executor,
  page: {
    pattern: string | null;
    sort: keyof typeof PLAYER_ORDER;
    desc: boolean;
    limit: number;
    offset: number;
  },
) {
  const where = page.pattern
    ? sql`(first_name || ' ' || last_name) ilike ${page.pattern} or nick_name ilike ${page.pattern}`
    : sql`true`;
  const direction = page.desc ? sql`desc` : sql`asc`;
  const order = sql.join(
    [...PLAYER_ORDER[page.sort], sql`player_id`].map((column) => sql`${column} ${direction}`),
    sql`, `,
  );
  const result = await db.execute<PlayerEditRow>(sql`
    select ${PLAYER_COLUMNS} from players where ${where} order by ${order}
    limit ${page.limit} offset ${page.offset}`);
  return result.rows;
}

export async function insertPlayer(db: Executor, values: PlayerValues): Promise<number> {
  const result = await db.execute<SqlColumns<typeof players, 'player_id'>>(sql`
    insert into players (first_name, last_name, nick_name, birthdate, is_hof, slug, name_key)
    values (${values.firstName}, ${values.lastName}, ${values.nickName}, ${values.birthdate}::date,
            ${values.isHof}, ${values.slug}, ${values.nameKey})
    returning player_id`);
  return result.rows[0]!.player_id;
}

/** The cards that name the player, counted from the links (not the stored aggregate, which may lag). */
export async function countPlayerCards(db: Executor, playerId: number): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(distinct card_id)::int as n from card_player_teams where player_id = ${playerId}`,
  );
  return result.rows[0]?.n ?? 0;
}

/** Team links go with the player (cascade). */
export async function deletePlayer(db: Executor, playerId: number): Promise<void> {
  await db.execute(sql`delete from players where player_id = ${playerId}`);
}
