import { slugify } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { pgArray } from '@/db/pg-array';
import { GRADING_AGENCIES } from './grading-agencies';
import { LEAGUE_TEAMS } from './league-teams';
import { MANUFACTURERS, MLB_TEAMS, ORGANIZATIONS } from './mlb-teams';

/** Organisations, manufacturers, the leagues' clubs (MLB's with colours) and the grading agencies; safe to run again. */
export async function seedReferenceData(db: Executor): Promise<void> {
  for (const org of ORGANIZATIONS) {
    await db.execute(sql`insert into organizations (name, abbreviation) values (${org.name}, ${org.abbreviation})
      on conflict do nothing`);
  }
  for (const name of MANUFACTURERS) {
    await db.execute(sql`insert into manufacturers (name) values (${name}) on conflict do nothing`);
  }
  for (const team of MLB_TEAMS) {
    await db.execute(sql`
      insert into teams (name, slug, city, mascot, abbreviation, primary_color, secondary_color, organization_id)
      select ${team.name}, ${slugify(team.name)}, ${team.city}, ${team.mascot}, ${team.abbreviation},
             ${team.primaryColor}, ${team.secondaryColor}, organization_id
      from organizations where abbreviation = 'MLB'
      on conflict do nothing`);
  }
  const taken = new Set(MLB_TEAMS.map((team) => slugify(team.name)));
  const clubs = Object.entries(LEAGUE_TEAMS).flatMap(([league, list]) =>
    list.map((team) => {
      const plain = slugify(team.name);
      const slug = taken.has(plain) ? slugify(`${team.name} ${league}`) : plain;
      taken.add(slug);
      return { ...team, league, slug };
    }),
  );
  const col = (key: 'name' | 'slug' | 'city' | 'mascot' | 'abbreviation' | 'league') =>
    pgArray(clubs.map((club) => club[key]));
  await db.execute(sql`
    insert into teams (name, slug, city, mascot, abbreviation, organization_id)
    select t.name, t.slug, t.city, t.mascot, t.abbreviation, o.organization_id
    from unnest(${col('name')}::text[], ${col('slug')}::text[], ${col('city')}::text[], ${col('mascot')}::text[],
      ${col('abbreviation')}::text[], ${col('league')}::text[]) as t(name, slug, city, mascot, abbreviation, league)
    join organizations o on o.abbreviation = t.league
    on conflict do nothing`);
  for (const agency of GRADING_AGENCIES) {
    await db.execute(sql`insert into grading_agencies (abbreviation, name)
      values (${agency.abbreviation}, ${agency.name}) on conflict do nothing`);
  }
}
