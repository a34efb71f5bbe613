import { slugify } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import { GRADING_AGENCIES } from './grading-agencies';
import { MANUFACTURERS, MLB_TEAMS, ORGANIZATIONS } from './mlb-teams';

/** Organisations, manufacturers, MLB clubs (other leagues' clubs are created when a checklist names them) with their colours and the grading agencies; safe to run again. */
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
  for (const agency of GRADING_AGENCIES) {
    await db.execute(sql`insert into grading_agencies (abbreviation, name)
      values (${agency.abbreviation}, ${agency.name}) on conflict do nothing`);
  }
}
