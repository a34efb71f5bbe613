import { slugify } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { nameKey } from '@/modules/catalogue';
import { uniqueSlug } from './card-rows';
import { MLB_TEAMS } from '@/modules/catalogue';

/** Reference aliases ("Oakland A's", "D-backs") point at the club's full name. */
const ALIASES = new Map(
  MLB_TEAMS.flatMap((team) =>
    (team.aliases ?? []).map((alias) => [nameKey(alias), nameKey(team.name)] as const),
  ),
);

/** Finds teams by full name, alias or abbreviation; creates unknown ones under the set's organisation. */
export async function createTeamResolver(db: Executor, organizationId: number | null) {
  const rows = await db.execute<{
    team_id: number;
    name: string;
    slug: string;
    abbreviation: string | null;
    mascot: string | null;
  }>(sql`select team_id, name, slug, abbreviation, mascot from teams`);
  const byKey = new Map<string, number>();
  const byMascot = new Map<string, number[]>();
  const slugs = new Set(rows.rows.map((row) => row.slug));
  for (const row of rows.rows) {
    byKey.set(nameKey(row.name), row.team_id);
    if (row.abbreviation) byKey.set(nameKey(row.abbreviation), row.team_id);
    if (row.mascot)
      byMascot.set(nameKey(row.mascot), [...(byMascot.get(nameKey(row.mascot)) ?? []), row.team_id]);
  }
  const created: number[] = [];

  function find(name: string): number | undefined {
    const key = nameKey(name);
    const direct = byKey.get(key) ?? byKey.get(ALIASES.get(key) ?? '');
    if (direct) return direct;
    // "Yankees" alone is enough when only one club has that mascot
    const mascots = byMascot.get(key);
    return mascots?.length === 1 ? mascots[0] : undefined;
  }

  return {
    created,
    async resolve(name: string | null | undefined): Promise<number | null> {
      const trimmed = name?.trim();
      if (!trimmed) return null;
      const found = find(trimmed);
      if (found) return found;
      const slug = uniqueSlug(slugify(trimmed) || 'team', slugs);
      const result = await db.execute<{ id: number }>(sql`
        insert into teams (name, slug, organization_id) values (${trimmed}, ${slug}, ${organizationId})
        returning team_id as id`);
      const id = result.rows[0]!.id;
      byKey.set(nameKey(trimmed), id);
      created.push(id);
      return id;
    },
  };
}
