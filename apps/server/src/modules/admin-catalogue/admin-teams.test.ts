import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { createCatalogue } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
});
afterAll(() => t.close());

describe('GET /api/admin/teams', () => {
  it('401s visitors and 403s plain users', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/teams' })).statusCode).toBe(401);
    const user = (await authHeader(t)).headers;
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/teams', headers: user });
    expect(response.statusCode).toBe(403);
  });

  it('400s a bad limit', async () => {
    const admin = (await authHeader(t, 'data_admin')).headers;
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/teams?limit=0', headers: admin });
    expect(response.statusCode).toBe(400);
  });

  it('lists every team for data_admin and up, with a search', async () => {
    const admin = (await authHeader(t, 'data_admin')).headers;
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/teams', headers: admin });
    expect(all.statusCode).toBe(200);
    const teams = all.json<{ teams: { team_id: number; name: string }[] }>().teams;
    expect(teams.map((team) => team.team_id).sort()).toEqual(Object.values(catalogue.teams).sort());

    const search = await t.app.inject({
      method: 'GET',
      url: '/api/admin/teams?search=mariners',
      headers: admin,
    });
    expect(search.json<{ teams: { name: string }[] }>().teams.map((team) => team.name)).toEqual([
      'Seattle Mariners',
    ]);
  });
});
