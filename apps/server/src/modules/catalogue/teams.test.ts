import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/teams-list', () => {
  it('lists teams with the most cards first, with organization and counts', async () => {
    const response = await get('/api/teams-list?limit=200');
    expect(response.statusCode).toBe(200);
    const teams = response.json<{ teams: Team[] }>().teams;
    expect(teams.length).toBeGreaterThan(30);
    // Mariners: Julio and three fillers, base and Gold (8); Angels: cards 1, 3, 4 twice and the autograph (7)
    expect(teams[0]).toMatchObject({ slug: 'seattle-mariners', card_count: 8, player_count: 4 });
    expect(teams[1]).toMatchObject({
      slug: 'los-angeles-angels',
      abbreviation: 'LAA',
      organization_abbreviation: 'MLB',
      organization_name: expect.any(String),
      card_count: 7,
      player_count: 2,
    });
    expect(teams[0]).not.toHaveProperty('user_card_count');
  });

  it('honours the limit and searches name, abbreviation and organization abbreviation', async () => {
    expect((await get('/api/teams-list?limit=5')).json<{ teams: Team[] }>().teams).toHaveLength(5);
    const bySea = (await get('/api/teams-list?search=mariners')).json<{ teams: Team[] }>().teams;
    expect(bySea.map((team) => team.slug)).toEqual(['seattle-mariners']);
    const byAbbr = (await get('/api/teams-list?search=LAA')).json<{ teams: Team[] }>().teams;
    expect(byAbbr.map((team) => team.slug)).toContain('los-angeles-angels');
    const byOrg = (await get('/api/teams-list?search=mlb&limit=500')).json<{ teams: Team[] }>().teams;
    expect(byOrg.length).toBeGreaterThan(30);
    expect((await get('/api/teams-list?search=_')).json<{ teams: Team[] }>().teams).toEqual([]);
  });

  it('adds owned counts for a signed-in user', async () => {
    const { user, headers } = await authHeader(t);
    await addUserCard(t.database, user.userId, await cardId(t.database, catalogue.series['Base']!, '4'));
    const teams = (await get('/api/teams-list?search=angels', headers)).json<{ teams: Team[] }>().teams;
    expect(teams[0]!.user_card_count).toBe(1);
  });
});

describe('GET /api/teams/by-slug/:slug', () => {
  it('finds a team by slug or id', async () => {
    const bySlug = await get('/api/teams/by-slug/seattle-mariners');
    expect(bySlug.statusCode).toBe(200);
    const team = bySlug.json<{ team: Team }>().team;
    expect(team).toMatchObject({
      name: 'Seattle Mariners',
      city: 'Seattle',
      mascot: 'Mariners',
      player_count: 4,
    });
    const byId = await get(`/api/teams/by-slug/${team.team_id}`);
    expect(byId.json<{ team: Team }>().team.slug).toBe('seattle-mariners');
  });

  it('404s with Team not found', async () => {
    const response = await get('/api/teams/by-slug/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Team not found' });
  });
});

describe('POST /api/teams/track-visit', () => {
  it('records an anonymous visit and 404s unknown teams', async () => {
    const teamId = catalogue.teams['seattle-mariners']!;
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/teams/track-visit',
      payload: { team_id: teamId },
    });
    expect(ok.statusCode).toBe(200);
    const rows = await t.database.pool.query(
      `select user_id from visits where entity_type = 'team' and entity_id = $1`,
      [teamId],
    );
    expect(rows.rows).toEqual([{ user_id: null }]);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/teams/track-visit',
      payload: { team_id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
  });
});
