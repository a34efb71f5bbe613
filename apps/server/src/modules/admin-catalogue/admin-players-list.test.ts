import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPlayer } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { createCatalogue } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  admin = (await authHeader(t, 'data_admin')).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
type ListAnswer = { players: AdminPlayer[]; has_more: boolean };

describe('role checks', () => {
  it('401s visitors and 403s plain users on list, add and delete, and writes nothing', async () => {
    const user = (await authHeader(t)).headers;
    const trout = catalogue.players['mike-trout']!;
    const calls = [
      ['GET', '/api/admin/players'],
      ['POST', '/api/admin/players', { first_name: 'Ghost' }],
      ['DELETE', `/api/admin/players/${trout}`],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, user)).statusCode).toBe(403);
    }
    const ghosts = await t.database.pool.query(`select 1 from players where first_name = 'Ghost'`);
    expect(ghosts.rowCount).toBe(0);
  });
});

describe('GET /api/admin/players', () => {
  it('searches names, returns teams and pages 100 at a time', async () => {
    const found = (await call('GET', '/api/admin/players?search=trou')).json<ListAnswer>();
    expect(found.players.map((player) => player.last_name)).toEqual(['Trout']);
    expect(found.players[0]!.teams[0]).toMatchObject({ name: 'Los Angeles Angels' });

    const first = (
      await call('GET', '/api/admin/players?limit=2&sort=player_id&order=asc')
    ).json<ListAnswer>();
    expect(first.players).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const second = (
      await call('GET', '/api/admin/players?limit=2&offset=2&sort=player_id&order=asc')
    ).json<ListAnswer>();
    expect(second.players[0]!.player_id).toBeGreaterThan(first.players[1]!.player_id);
  });

  it('sorts by name and card count both ways', async () => {
    const byName = (await call('GET', '/api/admin/players?sort=name&order=asc')).json<ListAnswer>();
    const names = byName.players.map((player) => player.last_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const byCards = (await call('GET', '/api/admin/players?sort=card_count&order=desc')).json<ListAnswer>();
    const counts = byCards.players.map((player) => player.card_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('rejects a limit over 100 and an unknown sort', async () => {
    const tooMany = await call('GET', '/api/admin/players?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ message: 'Limit must be from 1 to 100' });
    const badSort = await call('GET', '/api/admin/players?sort=password');
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toMatchObject({
      message: 'Sort must be one of player_id, name, card_count, is_hof',
    });
  });
});

describe('POST and DELETE /api/admin/players', () => {
  it('adds a trimmed player with a unique slug and a search document, then deletes it', async () => {
    const created = await call('POST', '/api/admin/players', {
      first_name: '  Mike ',
      last_name: 'Trout',
      nick_name: '',
      birthdate: '',
      is_hof: true,
    });
    expect(created.statusCode).toBe(201);
    const player = created.json<{ message: string; player: AdminPlayer }>();
    expect(player).toMatchObject({
      message: 'Player created successfully',
      player: { first_name: 'Mike', slug: 'mike-trout-2', nick_name: null, birthdate: null, is_hof: true },
    });
    const id = player.player.player_id;
    const documents = `select 1 from search_documents where entity_type = 'player' and entity_id = $1`;
    expect((await t.database.pool.query(documents, [id])).rowCount).toBe(1);

    const deleted = await call('DELETE', `/api/admin/players/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Deleted player: Mike Trout' });
    expect((await t.database.pool.query('select 1 from players where player_id = $1', [id])).rowCount).toBe(
      0,
    );
    expect((await t.database.pool.query(documents, [id])).rowCount).toBe(0);
    expect((await call('DELETE', `/api/admin/players/${id}`)).statusCode).toBe(404);
  });

  it('refuses a player without any name', async () => {
    const empty = await call('POST', '/api/admin/players', { first_name: ' ', nick_name: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'Enter a first name, last name or nickname' });
  });

  it('refuses deleting a player who has cards, naming how many', async () => {
    const trout = catalogue.players['mike-trout']!;
    const refused = await call('DELETE', `/api/admin/players/${trout}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Cannot delete: This player has 5 cards. Only players with 0 cards can be deleted.',
    });
    expect(
      (await t.database.pool.query('select 1 from players where player_id = $1', [trout])).rowCount,
    ).toBe(1);
  });
});

describe('POST /api/admin/players/:id/merge', () => {
  it('401s, 403s and refuses merging a player into itself', async () => {
    const trout = catalogue.players['mike-trout']!;
    const url = `/api/admin/players/${trout}/merge`;
    expect((await call('POST', url, { duplicate_id: trout }, {})).statusCode).toBe(401);
    expect((await call('POST', url, { duplicate_id: trout }, (await authHeader(t)).headers)).statusCode).toBe(
      403,
    );
    const same = await call('POST', url, { duplicate_id: trout });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: 'Choose two different players to merge' });
  });

  it("moves the duplicate's cards and teams to the survivor, redirects its slug and deletes it", async () => {
    const trout = catalogue.players['mike-trout']!;
    const copy = (
      await call('POST', '/api/admin/players', { first_name: 'Michael', last_name: 'Trout' })
    ).json<{ player: AdminPlayer }>().player;
    // the duplicate names one card of its own and shares one with the survivor
    const seattle = catalogue.teams['seattle-mariners']!;
    const cards = await t.database.pool.query(
      `select c.card_id from cards c where c.series_id = $1 and c.card_number in ('6', '1') order by c.card_number`,
      [catalogue.series['Base']],
    );
    const [cardOne, cardSix] = cards.rows.map((row: { card_id: number }) => row.card_id);
    const angels = catalogue.teams['los-angeles-angels']!;
    await t.database.pool.query(
      `insert into card_player_teams (card_id, player_id, team_id) values ($1, $2, $3), ($4, $2, $5)`,
      [cardSix, copy.player_id, seattle, cardOne, angels],
    );
    await t.database.pool.query(`insert into player_teams (player_id, team_id) values ($1, $2)`, [
      copy.player_id,
      seattle,
    ]);

    const merged = await call('POST', `/api/admin/players/${trout}/merge`, { duplicate_id: copy.player_id });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({
      message: 'Merged Michael Trout into Mike Trout (2 cards moved)',
      cards_moved: 2,
      player: { player_id: trout, card_count: 6 },
    });
    const teams = merged.json<{ player: AdminPlayer }>().player.teams.map((team) => team.team_id);
    expect(teams.sort()).toEqual([angels, seattle].sort());
    expect(
      (await t.database.pool.query('select 1 from players where player_id = $1', [copy.player_id])).rowCount,
    ).toBe(0);
    const old = await t.app.inject({ method: 'GET', url: '/api/players/by-slug/michael-trout' });
    expect(old.json()).toMatchObject({ player: { player_id: trout } });
  });
});
