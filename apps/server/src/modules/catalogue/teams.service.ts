import { CATALOGUE_MESSAGES, teamsListContract, type Team, type TeamRef } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import * as q from './teams.queries';
import { recordVisit } from './visits.queries';
import { bindDb } from '@/lib/bind-db';
import { keptVisitorBody } from '@/modules/card-list';

export const findTeamBySlugOrId = q.findTeam;

export const toTeamRef = (row: q.TeamRow): TeamRef => ({
  team_id: row.team_id,
  name: row.name,
  slug: row.slug,
  abbreviation: row.abbreviation,
  primary_color: row.primary_color,
  secondary_color: row.secondary_color,
});

const toTeam = (row: q.TeamRow, owned: Map<number, number> | null): Team => ({
  ...row,
  ...(owned ? { user_card_count: owned.get(row.team_id) ?? 0 } : {}),
});

export async function listTeams(db: Db, query: { search?: string; limit: number }, userId: number | null) {
  const rows = await q.listTeams(db, query.search || undefined, query.limit);
  const owned =
    userId === null
      ? null
      : await q.userCardCountsByTeam(
          db,
          userId,
          rows.map((row) => row.team_id),
        );
  return { teams: rows.map((row) => toTeam(row, owned)) };
}

export async function teamDetail(db: Db, slugOrId: string, userId: number | null) {
  const row = await q.findTeam(db, slugOrId);
  if (!row) throw notFound(CATALOGUE_MESSAGES.teamNotFound);
  const owned = userId === null ? null : await q.userCardCountsByTeam(db, userId, [row.team_id]);
  return { team: toTeam(row, owned) };
}

export async function trackTeamVisit(db: Db, teamId: number, userId: number | null) {
  if (!(await recordVisit(db, 'team', teamId, userId))) throw notFound(CATALOGUE_MESSAGES.teamNotFound);
  return { success: true };
}

/** The teams list as a visitor sees it (the same for all), kept while the catalogue does not change. */
export const visitorTeamsList = (db: Db, query: Parameters<typeof listTeams>[1]) =>
  keptVisitorBody(db, JSON.stringify(['teams-list', query]), async () =>
    // parsed as the route's serialiser would: the answer has exactly the contract's fields
    JSON.stringify(teamsListContract.response.parse(await listTeams(db, query, null))),
  );

export const createTeamsService = (db: Db) =>
  bindDb(db, { listTeams, visitorTeamsList, teamDetail, trackTeamVisit, listAllTeams: q.listTeams });
