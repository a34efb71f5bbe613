import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlayer } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { createCatalogue } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let admin: Record<string, string>;
let trout: number;
let angels: number;
let mariners: number;
let yankees: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  admin = (await authHeader(t, 'data_admin')).headers;
  trout = catalogue.players['mike-trout']!;
  angels = catalogue.teams['los-angeles-angels']!;
  mariners = catalogue.teams['seattle-mariners']!;
  yankees = catalogue.teams['new-york-yankees']!;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const count = async (query: string, params: unknown[]) =>
  Number((await t.database.pool.query(query, params)).rows[0].n);

describe('role checks', () => {
  it('401s visitors and 403s plain users on every player edit call', async () => {
    const user = (await authHeader(t)).headers;
    const calls = [
      ['GET', `/api/admin/players/${trout}`],
      ['PUT', `/api/admin/players/${trout}`, { first_name: 'X' }],
      ['GET', `/api/admin/players/${trout}/teams`],
      ['POST', `/api/admin/players/${trout}/teams`, { team_id: yankees }],
      ['DELETE', `/api/admin/players/${trout}/teams/${angels}`],
      ['POST', `/api/admin/players/${trout}/reassign-cards`, { from_team_id: angels, to_team_id: yankees }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, user)).statusCode).toBe(403);
    }
    const stored = await t.database.pool.query('select first_name from players where player_id = $1', [
      trout,
    ]);
    expect(stored.rows[0].first_name).toBe('Mike');
  });
});

describe('GET/PUT /api/admin/players/:id', () => {
  it('returns the player with teams and card counts', async () => {
    const response = await call('GET', `/api/admin/players/${trout}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ player: AdminPlayer }>().player).toMatchObject({
      first_name: 'Mike',
      card_count: 5,
      teams: [{ team_id: angels, card_count: 5 }],
    });
    expect((await call('GET', '/api/admin/players/999999')).statusCode).toBe(404);
  });

  it('updates the fields, trims, nulls blanks and moves the slug on a rename', async () => {
    const ohtani = catalogue.players['shohei-ohtani']!;
    const response = await call('PUT', `/api/admin/players/${ohtani}`, {
      first_name: '  Shohei ',
      last_name: 'Ohtani-San',
      nick_name: 'Showtime',
      birthdate: '1994-07-05',
      is_hof: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Player updated successfully',
      player: { first_name: 'Shohei', last_name: 'Ohtani-San', slug: 'shohei-ohtani-san', is_hof: true },
    });
    const page = await t.app.inject({ method: 'GET', url: '/api/players/by-slug/shohei-ohtani-san' });
    // the old address finds the renamed player (the page then moves to the new slug)
    const old = await t.app.inject({ method: 'GET', url: '/api/players/by-slug/shohei-ohtani' });
    expect(old.json()).toMatchObject({ player: { slug: 'shohei-ohtani-san' } });
    expect(page.json()).toMatchObject({
      player: { nick_name: 'Showtime', birthdate: '1994-07-05', is_hof: true },
    });

    const cleared = await call('PUT', `/api/admin/players/${ohtani}`, { nick_name: '', birthdate: '' });
    expect(cleared.json()).toMatchObject({
      player: { nick_name: null, birthdate: null, slug: 'shohei-ohtani-san' },
    });
  });

  it('takes a colliding slug with a suffix, and refuses empty names and bad dates', async () => {
    const julio = catalogue.players['julio-rodriguez']!;
    const renamed = await call('PUT', `/api/admin/players/${julio}`, {
      first_name: 'Mike',
      last_name: 'Trout',
    });
    expect(renamed.json()).toMatchObject({ player: { slug: 'mike-trout-2' } });
    await call('PUT', `/api/admin/players/${julio}`, { first_name: 'Julio', last_name: 'Rodríguez' });

    const empty = await call('PUT', `/api/admin/players/${julio}`, {
      first_name: ' ',
      last_name: '',
      nick_name: null,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Enter a first name, last name or nickname' });
    const badDate = await call('PUT', `/api/admin/players/${julio}`, { birthdate: '1990-13-45' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toMatchObject({ message: 'Birthdate must be a date (YYYY-MM-DD)' });
  });
});

describe('team management', () => {
  it('adds a team (and refuses it twice)', async () => {
    const added = await call('POST', `/api/admin/players/${trout}/teams`, { team_id: yankees });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: 'Team added successfully' });
    expect(
      added
        .json<{ teams: { team_id: number }[] }>()
        .teams.map((team) => team.team_id)
        .sort(),
    ).toEqual([angels, yankees].sort());
    expect((await call('POST', `/api/admin/players/${trout}/teams`, { team_id: yankees })).statusCode).toBe(
      409,
    );
    expect((await call('POST', `/api/admin/players/${trout}/teams`, { team_id: 999999 })).statusCode).toBe(
      404,
    );
    expect(await count('select player_count as n from teams where team_id = $1', [yankees])).toBe(1);
  });

  it('reassigns cards between two of the player’s teams and updates the counts', async () => {
    const refused = await call('POST', `/api/admin/players/${trout}/reassign-cards`, {
      from_team_id: angels,
      to_team_id: mariners,
    });
    expect(refused.statusCode).toBe(400);
    const moved = await call('POST', `/api/admin/players/${trout}/reassign-cards`, {
      from_team_id: angels,
      to_team_id: yankees,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ reassigned: 5, message: '5 cards reassigned successfully' });
    expect(
      await count('select count(*) as n from card_player_teams where player_id = $1 and team_id = $2', [
        trout,
        yankees,
      ]),
    ).toBe(5);
    expect(
      await count('select card_count as n from player_teams where player_id = $1 and team_id = $2', [
        trout,
        yankees,
      ]),
    ).toBe(5);
    expect(await count('select card_count as n from teams where team_id = $1', [yankees])).toBe(5);
    // Ohtani stays on the Angels cards 3 and 4 (base and Gold)
    expect(await count('select card_count as n from teams where team_id = $1', [angels])).toBe(4);
  });

  it('removes a team without cards at once, and refuses to strand cards', async () => {
    const empty = await call('DELETE', `/api/admin/players/${trout}/teams/${angels}`);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ message: 'Team removed successfully', reassigned: 0 });

    const last = await call('DELETE', `/api/admin/players/${trout}/teams/${yankees}`);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({
      message:
        'Cannot remove team: Player has cards assigned to this team and no other teams to reassign to. Add another team first.',
    });
  });

  it('removes a team with cards after reassigning them, given the target', async () => {
    await call('POST', `/api/admin/players/${trout}/teams`, { team_id: angels });
    const noTarget = await call('DELETE', `/api/admin/players/${trout}/teams/${yankees}`);
    expect(noTarget.statusCode).toBe(400);
    const removed = await call('DELETE', `/api/admin/players/${trout}/teams/${yankees}`, {
      reassign_to_team_id: angels,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ reassigned: 5, teams: [{ team_id: angels, card_count: 5 }] });
    expect(await count('select count(*) as n from player_teams where player_id = $1', [trout])).toBe(1);
    expect(await count('select player_count as n from teams where team_id = $1', [yankees])).toBe(0);
    expect((await call('DELETE', `/api/admin/players/${trout}/teams/${yankees}`)).statusCode).toBe(404);
  });

  it('keeps one link when the card already names the player on the target team', async () => {
    // Ohtani on the duo card 4 for both Angels and Yankees, then move Angels → Yankees
    const ohtani = catalogue.players['shohei-ohtani']!;
    await call('POST', `/api/admin/players/${ohtani}/teams`, { team_id: yankees });
    await t.database.pool.query(
      `insert into card_player_teams (card_id, player_id, team_id, sort_order)
       select card_id, player_id, $2, 3 from card_player_teams where player_id = $1 and team_id = $3 limit 1`,
      [ohtani, yankees, angels],
    );
    const moved = await call(
      'DELETE',
      `/api/admin/players/${ohtani}/teams/${angels}?reassign_to_team_id=${yankees}`,
    );
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ reassigned: 4 });
    expect(await count('select count(*) as n from card_player_teams where player_id = $1', [ohtani])).toBe(4);
  });
});
