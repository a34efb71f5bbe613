import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import { canonicalFirst, containsPattern, slugMatches } from './sql-helpers';
import type { SqlColumns } from '@/db/rows';
import type { players, playerTeams, teams } from '@/db/schema';

export type PlayerRow = SqlColumns<
  typeof players,
  'player_id' | 'first_name' | 'last_name' | 'nick_name' | 'is_hof' | 'slug' | 'card_count' | 'rc_count'
> & {
  /** cast to text: the date as written, never shifted by a time zone */
  birthdate: string | null;
  team_card_count?: number;
};

export type PlayerTeamRow = SqlColumns<typeof playerTeams, 'player_id' | 'card_count'> &
  SqlColumns<
    typeof teams,
    'team_id' | 'name' | 'slug' | 'abbreviation' | 'primary_color' | 'secondary_color'
  >;

const PLAYER_COLUMNS = sql`p.player_id, p.first_name, p.last_name, p.nick_name, p.birthdate::text as birthdate,
  p.is_hof, p.slug, p.card_count, p.rc_count`;

export interface PlayerFilter {
  /** folded "first last" fragment (see nameKey) */
  nameKey?: string;
  teamId?: number;
}

/**
 * Names and the query compare without spaces, so punctuation folds both ways: name_key turns "O'Neill" into
 * "o neill", and "oneill", "o'neill" and "o neill" all match it (likewise "jd" and "J.D.").
 */
function playerWhere(filter: PlayerFilter): SQL {
  const compact = filter.nameKey?.replace(/ /g, '');
  if (!compact) return sql`true`;
  const pattern = containsPattern(compact);
  return sql`(replace(p.name_key, ' ', '') like ${pattern}
    or regexp_replace(lower(unaccent(coalesce(p.nick_name, ''))), '[^a-z0-9]+', '', 'g') like ${pattern})`;
}

const teamJoin = (filter: PlayerFilter) =>
  filter.teamId === undefined
    ? sql``
    : sql`join player_teams pt on pt.player_id = p.player_id and pt.team_id = ${filter.teamId}`;

/** One page of players: most cards first (on a team: most cards for that team first). */
export async function listPlayers(db: Executor, filter: PlayerFilter, limit: number, offset: number) {
  const onTeam = filter.teamId !== undefined;
  const result = await db.execute<PlayerRow>(sql`
    select ${PLAYER_COLUMNS} ${onTeam ? sql`, pt.card_count as team_card_count` : sql``}
    from players p ${teamJoin(filter)}
    where ${playerWhere(filter)}
    order by ${onTeam ? sql`pt.card_count desc,` : sql``} p.card_count desc, p.last_name, p.first_name, p.player_id
    limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function countPlayers(db: Executor, filter: PlayerFilter): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from players p ${teamJoin(filter)} where ${playerWhere(filter)}`);
  return result.rows[0]?.n ?? 0;
}

async function findPlayer(
  db: Executor,
  where: SQL,
  order: SQL = sql`p.player_id`,
): Promise<PlayerRow | undefined> {
  const result = await db.execute<PlayerRow>(
    sql`select ${PLAYER_COLUMNS} from players p where ${where} order by ${order} limit 1`,
  );
  return result.rows[0];
}

/** By slug or its literal form (`ronald-acua-jr`); the player whose own slug it is comes first. */
export const findPlayerBySlug = (db: Executor, slug: string) =>
  findPlayer(db, slugMatches('p', slug), sql`${canonicalFirst('p', slug)}, p.player_id`);

/** The teams of the given players with each player's card count on that team, busiest team first. */
export async function listPlayersTeams(db: Executor, playerIds: number[]): Promise<PlayerTeamRow[]> {
  if (playerIds.length === 0) return [];
  const result = await db.execute<PlayerTeamRow>(sql`
    select pt.player_id, t.team_id, t.name, t.slug, t.abbreviation, t.primary_color, t.secondary_color, pt.card_count
    from player_teams pt join teams t on t.team_id = pt.team_id
    where pt.player_id = any(${intArray(playerIds)})
    order by pt.player_id, pt.card_count desc, t.name`);
  return result.rows;
}

/** Copies the user owns of each player's cards. */
export async function userCardCountsByPlayer(db: Executor, userId: number, playerIds: number[]) {
  if (playerIds.length === 0) return new Map<number, number>();
  const result = await db.execute<{ player_id: number; n: number }>(sql`
    select cpt.player_id, count(distinct uc.user_card_id)::int as n
    from user_cards uc join card_player_teams cpt on cpt.card_id = uc.card_id
    where uc.user_id = ${userId} and cpt.player_id = any(${intArray(playerIds)})
    group by cpt.player_id`);
  return new Map(result.rows.map((row) => [row.player_id, row.n]));
}
