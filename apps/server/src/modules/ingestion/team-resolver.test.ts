import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { openTestDatabase } from '@/test/test-database';
import { seedReferenceData } from '@/modules/catalogue';
import { createTeamResolver } from './team-resolver';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedReferenceData(database.db);
});
afterAll(() => database.close());

const teamOf = async (id: number | null) =>
  (
    await database.db.execute<{ name: string; org: string | null }>(sql`
      select t.name, o.abbreviation as org from teams t left join organizations o using (organization_id)
      where t.team_id = ${id}`)
  ).rows[0];

describe('createTeamResolver', () => {
  it('reads typos and a mascot alone as the known club, and refuses words that are no team', async () => {
    const teams = await createTeamResolver(database.db, 'MLB');
    expect((await teamOf(await teams.resolve('San Francsico Giants')))?.name).toBe('San Francisco Giants');
    expect((await teamOf(await teams.resolve('Phildelphia Phillies')))?.name).toBe('Philadelphia Phillies');
    expect((await teamOf(await teams.resolve('Baltimore Oroles')))?.name).toBe('Baltimore Orioles');
    expect((await teamOf(await teams.resolve('Cincinatti Reds')))?.name).toBe('Cincinnati Reds');
    expect((await teamOf(await teams.resolve('Angels')))?.name).toBe('Los Angeles Angels');
    for (const word of ['AUTOGRAPH RELIC', 'CARDS', 'Musician', 'Major League Baseball'])
      expect(await teams.resolve(word)).toBeNull();
    expect(teams.created).toEqual([]);
    expect(teams.guesses.map((g) => g.outcome)).toContain('typo');
  });

  it('links a club printed by its nickname or city alone to its franchise ("A\'s", "Cleveland")', async () => {
    const teams = await createTeamResolver(database.db, 'MLB');
    expect((await teamOf(await teams.resolve("A's")))?.name).toBe('Oakland Athletics');
    expect((await teamOf(await teams.resolve('Cleveland')))?.name).toBe('Cleveland Guardians');
    expect((await teamOf(await teams.resolve('San Diego')))?.name).toBe('San Diego Padres');
    expect(teams.created).toEqual([]);
    // a city of two clubs names neither
    expect((await teamOf(await teams.resolve('Chicago')))?.name).not.toMatch(/Cubs|White Sox/);
  });

  it('resolves a hockey club within the NHL, never onto the MLB club of the same mascot', async () => {
    const teams = await createTeamResolver(database.db, 'NHL');
    expect(await teamOf(await teams.resolve('New York Rangers'))).toEqual({
      name: 'New York Rangers',
      org: 'NHL',
    });
    expect(await teamOf(await teams.resolve('Ottawa Senators'))).toEqual({
      name: 'Ottawa Senators',
      org: 'NHL',
    });
    expect(await teamOf(await teams.resolve('Rockford IceHogs'))).toEqual({
      name: 'Rockford IceHogs',
      org: 'NHL',
    });
  });

  it('creates colleges and national teams of a baseball set under NCAA and WBC', async () => {
    const teams = await createTeamResolver(database.db, 'MLB');
    expect((await teamOf(await teams.resolve('Vanderbilt University')))?.org).toBe('NCAA');
    expect((await teamOf(await teams.resolve('Team USA')))?.org).toBe('WBC');
  });
});
