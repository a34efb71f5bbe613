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

describe('POST/PUT /api/admin/teams', () => {
  const body = {
    name: '  Portland Pickles ',
    city: 'Portland',
    mascot: 'Pickles',
    abbreviation: 'PDX',
    primary_color: '#1a6b2f',
    secondary_color: '',
  };
  const organization = async () =>
    Number(
      (
        await t.database.pool.query(
          'select organization_id from organizations order by organization_id limit 1',
        )
      ).rows[0].organization_id,
    );

  it('401s visitors and 403s plain users, writing nothing', async () => {
    const user = (await authHeader(t)).headers;
    const mariners = catalogue.teams['seattle-mariners']!;
    for (const [method, url] of [
      ['POST', '/api/admin/teams'],
      ['PUT', `/api/admin/teams/${mariners}`],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, payload: body, headers: user })).statusCode).toBe(403);
    }
    const stored = await t.database.pool.query(`select 1 from teams where name like 'Portland%'`);
    expect(stored.rowCount).toBe(0);
  });

  it('refuses a team without name, abbreviation or organization, a long abbreviation and a bad colour', async () => {
    const admin = (await authHeader(t, 'data_admin')).headers;
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/teams', headers: admin, payload });
    const missing = await post(body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: 'Team name, abbreviation, and organization are required',
    });
    const organization_id = await organization();
    const long = await post({ ...body, organization_id, abbreviation: 'PICKLE' });
    expect(long.json()).toMatchObject({ message: 'Abbreviation must be at most 5 characters' });
    const colour = await post({ ...body, organization_id, primary_color: 'green' });
    expect(colour.json()).toMatchObject({
      message: 'Primary colour must be a hex colour such as #666 or #1a2b3c',
    });
    expect((await t.database.pool.query(`select 1 from teams where name like 'Portland%'`)).rowCount).toBe(0);
  });

  it('creates a trimmed team with a slug and search document, then edits and renames it', async () => {
    const admin = (await authHeader(t, 'data_admin')).headers;
    const organization_id = await organization();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: admin,
      payload: { ...body, organization_id },
    });
    expect(created.statusCode).toBe(201);
    const team = created.json<{ team: { team_id: number } }>().team;
    expect(created.json()).toMatchObject({
      message: 'Team created successfully',
      team: {
        name: 'Portland Pickles',
        slug: 'portland-pickles',
        abbreviation: 'PDX',
        secondary_color: null,
      },
    });
    const document = `select title as name from search_documents where entity_type = 'team' and entity_id = $1`;
    expect((await t.database.pool.query(document, [team.team_id])).rowCount).toBe(1);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/teams',
      headers: admin,
      payload: { ...body, organization_id },
    });
    expect(again.statusCode).toBe(409);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/teams/${team.team_id}`,
      headers: admin,
      payload: { name: 'Portland Pickles FC ', secondary_color: '#999' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Team updated successfully',
      team: {
        name: 'Portland Pickles FC',
        slug: 'portland-pickles-fc',
        city: 'Portland',
        secondary_color: '#999',
      },
    });
    // the old address still finds the team, which now answers with its new slug
    const old = await t.app.inject({ method: 'GET', url: '/api/teams/by-slug/portland-pickles' });
    expect(old.json()).toMatchObject({ team: { team_id: team.team_id, slug: 'portland-pickles-fc' } });
    const renamedDocument = await t.database.pool.query(document, [team.team_id]);
    expect(renamedDocument.rows[0].name).toBe('Portland Pickles FC');

    const blank = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/teams/${team.team_id}`,
      headers: admin,
      payload: { name: ' ' },
    });
    expect(blank.json()).toMatchObject({ message: 'Team name is required' });
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/teams/999999', headers: admin, payload: body }))
        .statusCode,
    ).toBe(404);
  });
});
