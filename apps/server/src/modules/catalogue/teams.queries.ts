import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { intArray } from '@/db/sql';
import { canonicalFirst, containsPattern, slugMatches } from './sql-helpers';
import type { SqlColumns } from '@/db/rows';
import type { teams } from '@/db/schema';

export type TeamRow = SqlColumns<
  typeof teams,
  | 'team_id'
  | 'name'
  | 'slug'
  | 'city'
  | 'mascot'
  | 'abbreviation'
  | 'primary_color'
  | 'secondary_color'
  | 'organization_id'
  | 'card_count'
  | 'player_count'
> & {
  organization_name: string | null;
  organization_abbreviation: string | null;
};

const TEAM_SELECT = sql`
  select t.team_id, t.name, t.slug, t.city, t.mascot, t.abbreviation, t.primary_color, t.secondary_color,
         t.organization_id, o.name as organization_name, o.abbreviation as organization_abbreviation,
         t.card_count, t.player_count
  from teams t left join organizations o on o.organization_id = t.organization_id`;

/** Teams with the most cards first; search matches name, abbreviation and organization abbreviation. */
export async function listTeams(db: Executor, search: string | undefined, limit: number): Promise<TeamRow[]> {
  const pattern = search ? containsPattern(search) : null;
  const where: SQL = pattern
    ? sql`t.name ilike ${pattern} or t.abbreviation ilike ${pattern} or o.abbreviation ilike ${pattern}`
    : sql`true`;
  const result = await db.execute<TeamRow>(
    sql`${TEAM_SELECT} where ${where} order by t.card_count desc, t.name, t.team_id limit ${limit}`,
  );
  return result.rows;
}

/** A team by slug or its literal form, or by id when the value is a number (the team route accepts both). */
export async function findTeam(db: Executor, slugOrId: string): Promise<TeamRow | undefined> {
  const asId = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : null;
  const bySlug = slugMatches('t', slugOrId);
  const where = asId === null ? bySlug : sql`(${bySlug} or t.team_id = ${asId})`;
  const result = await db.execute<TeamRow>(
    sql`${TEAM_SELECT} where ${where} order by ${canonicalFirst('t', slugOrId)}, t.team_id limit 1`,
  );
  return result.rows[0];
}

/** Copies the user owns of each team's cards. */
export async function userCardCountsByTeam(db: Executor, userId: number, teamIds: number[]) {
  if (teamIds.length === 0) return new Map<number, number>();
  const result = await db.execute<{ team_id: number; n: number }>(sql`
    select cpt.team_id, count(distinct uc.user_card_id)::int as n
    from user_cards uc join card_player_teams cpt on cpt.card_id = uc.card_id
    where uc.user_id = ${userId} and cpt.team_id = any(${intArray(teamIds)})
    group by cpt.team_id`);
  return new Map(result.rows.map((row) => [row.team_id, row.n]));
}
