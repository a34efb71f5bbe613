import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { teams } from '@/db/schema';

export type TeamValues = {
  name: string;
  slug: string;
  city: string | null;
  mascot: string | null;
  abbreviation: string | null;
  organizationId: number | null;
  primaryColor: string | null;
  secondaryColor: string | null;
};

export async function findTeamRow(db: Executor, teamId: number) {
  const result = await db.execute<
    SqlColumns<
      typeof teams,
      | 'team_id'
      | 'name'
      | 'slug'
      | 'city'
      | 'mascot'
      | 'abbreviation'
      | 'organization_id'
      | 'primary_color'
      | 'secondary_color'
    >
  >(sql`
    select team_id, name, slug, city, mascot, abbreviation, organization_id, primary_color, secondary_color
    from teams where team_id = ${teamId}`);
  return result.rows[0];
}

export async function teamSlugTaken(db: Executor, slug: string, teamId: number): Promise<boolean> {
  const result = await db.execute(sql`select 1 from teams where slug = ${slug} and team_id <> ${teamId}`);
  return (result.rowCount ?? 0) > 0;
}

/** The unique key is (organization, name); NULL organizations never clash in PostgreSQL, so check by hand. */
export async function teamNameTaken(
  db: Executor,
  name: string,
  organizationId: number | null,
  teamId: number,
): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from teams where lower(name) = lower(${name}) and organization_id is not distinct from ${organizationId}
      and team_id <> ${teamId}`);
  return (result.rowCount ?? 0) > 0;
}

export async function insertTeam(db: Executor, values: TeamValues): Promise<number> {
  const result = await db.execute<SqlColumns<typeof teams, 'team_id'>>(sql`
    insert into teams (name, slug, ascii_slug, city, mascot, abbreviation, organization_id, primary_color,
                       secondary_color)
    values (${values.name}, ${values.slug}, catalogue_ascii_slug(${values.slug}, ${values.name}, false),
            ${values.city}, ${values.mascot}, ${values.abbreviation}, ${values.organizationId},
            ${values.primaryColor}, ${values.secondaryColor})
    returning team_id`);
  return result.rows[0]!.team_id;
}

export async function updateTeam(db: Executor, teamId: number, values: TeamValues): Promise<void> {
  await db.execute(sql`
    update teams set name = ${values.name}, slug = ${values.slug},
      ascii_slug = catalogue_ascii_slug(${values.slug}, ${values.name}, false), city = ${values.city},
      mascot = ${values.mascot}, abbreviation = ${values.abbreviation}, organization_id = ${values.organizationId},
      primary_color = ${values.primaryColor}, secondary_color = ${values.secondaryColor}
    where team_id = ${teamId}`);
}
