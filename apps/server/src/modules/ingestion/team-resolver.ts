import { slugify } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { OuterJoined, SqlColumnAs, SqlColumns } from '@/db/rows';
import type { organizations, teams } from '@/db/schema';
import { LEAGUE_TEAMS, MLB_CITY_CLUBS, MLB_TEAMS, nameKey, type LeagueTeam } from '@/modules/catalogue';
import { uniqueSlug } from './card-rows';
import type { TeamGuess } from './ingest.types';
import {
  editDistance,
  isNeverATeam,
  organizationForNewTeam,
  relatedOrganizations,
  typoAllowance,
} from './team-names';

/** Reference aliases ("Oakland A's", "D-backs") and a one-club city alone ("San Diego") point at the club's full name. */
const ALIASES = new Map([
  ...MLB_TEAMS.flatMap((team) =>
    (team.aliases ?? []).map((alias) => [nameKey(alias), nameKey(team.name)] as const),
  ),
  ...[...MLB_CITY_CLUBS].map(([city, club]) => [nameKey(city), nameKey(club)] as const),
]);

export type { TeamGuess } from './ingest.types';

type TeamRow = SqlColumns<typeof teams, 'team_id' | 'name' | 'slug' | 'abbreviation' | 'mascot'> &
  OuterJoined<SqlColumnAs<typeof organizations, 'abbreviation', 'organization'>>;

/**
 * Finds a checklist's teams among the clubs of the set's league and its related organisations (a baseball
 * set: MLB, MiLB, WBC, NCAA) by full name, alias, abbreviation, mascot or a small typo; never across leagues.
 * Unknown clubs are created under the organisation their name points to; flag words, occupations and league
 * names are never teams.
 */
export async function createTeamResolver(db: Executor, setOrganization: string | null) {
  const rows = await db.execute<TeamRow>(sql`
    select t.team_id, t.name, t.slug, t.abbreviation, t.mascot, o.abbreviation as organization
    from teams t left join organizations o on o.organization_id = t.organization_id order by t.team_id`);
  const orgIds = await db.execute<SqlColumns<typeof organizations, 'abbreviation'> & { id: number }>(
    sql`select organization_id as id, abbreviation from organizations`,
  );
  const orgIdOf = new Map(orgIds.rows.map((row) => [row.abbreviation, row.id]));
  const related = relatedOrganizations(setOrganization);
  const rank = (org: string | null) => related.indexOf(org);
  const candidates = rows.rows
    .filter((row) => rank(row.organization) >= 0)
    .sort((a, b) => rank(a.organization) - rank(b.organization) || a.team_id - b.team_id);
  const slugs = new Set(rows.rows.map((row) => row.slug));
  const byKey = new Map<string, number>();
  const byMascot = new Map<string, number>();
  const names: { key: string; id: number }[] = [];
  const nameOf = new Map<number, string>();
  for (const row of candidates) {
    const key = nameKey(row.name);
    if (!byKey.has(key)) byKey.set(key, row.team_id);
    if (row.abbreviation && row.organization === setOrganization && !byKey.has(nameKey(row.abbreviation)))
      byKey.set(nameKey(row.abbreviation), row.team_id);
    // a mascot alone is the league's current club ("Angels" is LAA, not California's)
    if (row.mascot && !byMascot.has(nameKey(row.mascot))) byMascot.set(nameKey(row.mascot), row.team_id);
    names.push({ key, id: row.team_id });
    nameOf.set(row.team_id, row.name);
  }
  // clubs of the other leagues' reference lists are created the first time a checklist names them
  const reference = new Map<number, LeagueTeam & { organization: string }>();
  for (const organization of related) {
    if (organization === null) continue;
    for (const team of LEAGUE_TEAMS[organization] ?? []) {
      const key = nameKey(team.name);
      if (byKey.has(key)) continue;
      const id = -(reference.size + 1);
      reference.set(id, { ...team, organization });
      byKey.set(key, id);
      if (!byMascot.has(nameKey(team.mascot))) byMascot.set(nameKey(team.mascot), id);
      names.push({ key, id });
      nameOf.set(id, team.name);
    }
  }
  const created: number[] = [];
  const guesses: TeamGuess[] = [];
  const decided = new Map<string, number | null>();

  function closest(key: string): number | undefined {
    let best: { id: number; distance: number } | undefined;
    let tie = false;
    for (const candidate of names) {
      const allowed = typoAllowance(candidate.key);
      if (allowed === 0) continue;
      const distance = editDistance(key, candidate.key, allowed);
      if (distance > allowed) continue;
      if (!best || distance < best.distance) [best, tie] = [{ id: candidate.id, distance }, false];
      else if (distance === best.distance && candidate.id !== best.id) tie = true;
    }
    return best && !tie ? best.id : undefined;
  }

  async function insertTeam(name: string, organization: string | null, club?: LeagueTeam): Promise<number> {
    const slug = uniqueSlug(slugify(name) || 'team', slugs);
    const organizationId = organization ? (orgIdOf.get(organization) ?? null) : null;
    const result = await db.execute<{ id: number }>(sql`
      insert into teams (name, slug, city, mascot, abbreviation, organization_id)
      values (${name}, ${slug}, ${club?.city ?? null}, ${club?.mascot ?? null}, ${club?.abbreviation ?? null}, ${organizationId})
      on conflict (organization_id, name) do update set name = excluded.name
      returning team_id as id`);
    const id = result.rows[0]!.id;
    created.push(id);
    return id;
  }

  /** A reference club not in the database yet is written on first use. */
  async function materialise(id: number): Promise<number> {
    const club = reference.get(id);
    if (!club) return id;
    const real = await insertTeam(club.name, club.organization, club);
    reference.delete(id);
    for (const [key, value] of byKey) if (value === id) byKey.set(key, real);
    for (const [key, value] of byMascot) if (value === id) byMascot.set(key, real);
    for (const name of names) if (name.id === id) name.id = real;
    nameOf.set(real, club.name);
    return real;
  }

  async function decide(printed: string): Promise<number | null> {
    const id = await identify(printed);
    return id === null ? null : materialise(id);
  }

  async function identify(printed: string): Promise<number | null> {
    const key = nameKey(printed);
    const direct = byKey.get(key) ?? byKey.get(ALIASES.get(key) ?? '');
    if (direct) return direct;
    if (isNeverATeam(printed)) {
      guesses.push({ printed, outcome: 'not a team', team: null });
      return null;
    }
    const mascot = byMascot.get(key);
    if (mascot) {
      guesses.push({ printed, outcome: 'mascot', team: nameOf.get(mascot) ?? null });
      return mascot;
    }
    const typo = closest(key);
    if (typo) {
      guesses.push({ printed, outcome: 'typo', team: nameOf.get(typo) ?? null });
      return typo;
    }
    const organization = organizationForNewTeam(printed, setOrganization);
    const id = await insertTeam(printed, organization);
    byKey.set(key, id);
    names.push({ key, id });
    nameOf.set(id, printed);
    guesses.push({ printed, outcome: 'created', team: `${printed} (${organization ?? 'no league'})` });
    return id;
  }

  return {
    created,
    guesses,
    async resolve(name: string | null | undefined): Promise<number | null> {
      const printed = name?.replace(/\s+/g, ' ').trim();
      if (!printed) return null;
      const key = nameKey(printed);
      if (decided.has(key)) return decided.get(key)!;
      const id = await decide(printed);
      decided.set(key, id);
      return id;
    },
  };
}
