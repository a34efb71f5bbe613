import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import {
  PACKED_PLAYER_DETAIL_MEDIA_TYPE,
  playerDetailResponseSchema,
  unpackCards,
  type Card,
  type PackedCards,
  type Player,
} from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { addUserCard, cardId, createCatalogue, sampleChecklist } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database, sampleChecklist({ baseCards: 120 }));
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/players-list', () => {
  it('pages 100 players at a time, most cards first, with teams', async () => {
    const first = await get('/api/players-list?limit=100');
    expect(first.statusCode).toBe(200);
    const body = first.json<{ players: Player[]; pagination: Record<string, unknown> }>();
    expect(body.players).toHaveLength(100);
    expect(body.pagination).toEqual({ current_page: 1, limit: 100, total: 119, has_more: true });
    // Trout: base 1 and 4, Gold 1 and 4, autograph = 5 cards
    expect(body.players[0]).toMatchObject({ slug: 'mike-trout', card_count: 5, is_hof: false });
    expect(body.players[0]!.teams).toEqual([
      expect.objectContaining({ slug: 'los-angeles-angels', card_count: 5 }),
    ]);
    expect(body.players[0]).not.toHaveProperty('user_card_count');

    const second = await get('/api/players-list?limit=100&page=2');
    const next = second.json<{ players: Player[]; pagination: { has_more: boolean } }>();
    expect(next.players).toHaveLength(19);
    expect(next.pagination.has_more).toBe(false);
    const ids = new Set([...body.players, ...next.players].map((p) => p.player_id));
    expect(ids.size).toBe(119);
  });

  it('searches accent- and case-insensitively, apostrophes included', async () => {
    const julio = await get('/api/players-list?search=RODRIGUEZ');
    expect(julio.json<{ players: Player[] }>().players.map((p) => p.slug)).toEqual(['julio-rodriguez']);
    const oneill = await get(`/api/players-list?search=${encodeURIComponent("o'neill")}`);
    expect(oneill.json<{ players: Player[] }>().players.map((p) => p.last_name)).toEqual(["O'Neill"]);
    for (const typed of ['oneill', 'o neill', "O'NEILL", 'o-neill']) {
      const folded = await get(`/api/players-list?search=${encodeURIComponent(typed)}`);
      expect(
        folded.json<{ players: Player[] }>().players.map((p) => p.last_name),
        typed,
      ).toEqual(["O'Neill"]);
    }
    const percent = await get('/api/players-list?search=%25');
    expect(percent.json<{ players: Player[] }>().players.length).toBe(100);
    const none = await get('/api/players-list?search=zzzz');
    expect(none.json()).toMatchObject({ players: [], pagination: { total: 0, has_more: false } });
  });

  it('filters to a team with that team’s card counts', async () => {
    const angels = catalogue.teams['los-angeles-angels']!;
    const response = await get(`/api/players-list?team_id=${angels}`);
    const players = response.json<{ players: Player[] }>().players;
    expect(players.map((p) => p.slug).sort()).toEqual(['mike-trout', 'shohei-ohtani']);
    expect(players[0]!.team_card_count).toBeGreaterThan(0);
  });

  it('pages a team of more than 100 players and searches all of them, not just the first page', async () => {
    const mariners = catalogue.teams['seattle-mariners']!;
    type Page = { players: Player[]; pagination: { total: number; has_more: boolean; current_page: number } };
    const first = (await get(`/api/players-list?team_id=${mariners}&limit=100`)).json<Page>();
    // Julio and the fillers of cards 6 to 120
    expect(first.pagination).toMatchObject({ current_page: 1, total: 116, has_more: true });
    expect(first.players).toHaveLength(100);
    const second = (await get(`/api/players-list?team_id=${mariners}&limit=100&page=2`)).json<Page>();
    expect(second.pagination).toMatchObject({ current_page: 2, total: 116, has_more: false });
    expect(second.players).toHaveLength(16);
    const ids = new Set([...first.players, ...second.players].map((p) => p.player_id));
    expect(ids.size).toBe(116);

    const beyond = second.players[second.players.length - 1]!;
    const search = encodeURIComponent(`${beyond.first_name} ${beyond.last_name}`);
    const found = (
      await get(`/api/players-list?team_id=${mariners}&limit=100&search=${search}`)
    ).json<Page>();
    expect(found.players.map((p) => p.player_id)).toEqual([beyond.player_id]);
    expect(found.pagination).toMatchObject({ total: 1, has_more: false });
    // the search stays within the team
    const angels = catalogue.teams['los-angeles-angels']!;
    const elsewhere = (await get(`/api/players-list?team_id=${angels}&search=${search}`)).json<Page>();
    expect(elsewhere.players).toEqual([]);
  });

  it('adds the signed-in user’s owned counts', async () => {
    const { user, headers } = await authHeader(t);
    await addUserCard(t.database, user.userId, await cardId(t.database, catalogue.series['Base']!, '1'), 2);
    const response = await get('/api/players-list?search=trout', headers);
    expect(response.json<{ players: Player[] }>().players[0]!.user_card_count).toBe(2);
  });

  it('rejects a limit above the maximum', async () => {
    expect((await get('/api/players-list?limit=5000')).statusCode).toBe(400);
  });
});

describe('GET /api/players/by-slug/:slug', () => {
  it('returns the player, teams, stats and every card', async () => {
    const response = await get('/api/players/by-slug/mike-trout');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      player: Player;
      cards: Card[];
      stats: Record<string, number>;
      teams: unknown[];
    }>();
    expect(playerDetailResponseSchema.parse(body)).toEqual(body);
    expect(body.player).toMatchObject({ first_name: 'Mike', last_name: 'Trout', card_count: 5 });
    expect(body.teams).toHaveLength(1);
    expect(body.stats).toEqual({
      total_cards: 5,
      rookie_cards: 0,
      autograph_cards: 1,
      relic_cards: 0,
      numbered_cards: 3,
      unique_series: 3,
    });
    const duo = body.cards.find((c) => c.card_number === '4' && c.series_name === 'Base')!;
    expect(duo.player_names).toBe('Mike Trout, Shohei Ohtani');
    expect(duo.card_player_teams.map((l) => l.player?.slug)).toEqual(['mike-trout', 'shohei-ohtani']);
    expect(duo.card_player_teams[0]!.team).toMatchObject({ abbreviation: 'LAA', slug: 'los-angeles-angels' });
    expect(duo).toMatchObject({
      set_year: 2023,
      set_slug: 'topps-series-one',
      notes: 'Angels Duo',
      color_name: null,
    });
    const gold = body.cards.find((c) => c.series_name === 'Gold')!;
    expect(gold).toMatchObject({
      is_parallel: true,
      print_run: 2023,
      color_name: 'Gold',
      color_hex: '#d4af37',
    });
  });

  it('filters the cards to one team by slug and 404s an unknown team', async () => {
    const onTeam = await get('/api/players/by-slug/mike-trout?team=los-angeles-angels');
    expect(onTeam.json<{ cards: Card[]; selected_team: { slug: string } }>()).toMatchObject({
      selected_team: { slug: 'los-angeles-angels' },
    });
    const asPath = await get('/api/players/by-slug/mike-trout/los-angeles-angels');
    expect(asPath.json()).toEqual(onTeam.json());
    const otherTeam = await get('/api/players/by-slug/mike-trout?team=seattle-mariners');
    expect(otherTeam.json<{ cards: Card[] }>().cards).toEqual([]);
    expect((await get('/api/players/by-slug/mike-trout?team=nope')).statusCode).toBe(404);
  });

  it('sends the cards packed to a client that asks, the same answer once unpacked', async () => {
    const accept = { accept: `${PACKED_PLAYER_DETAIL_MEDIA_TYPE}, application/json;q=0.9` };
    const unpacked = (response: Awaited<ReturnType<typeof get>>) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(PACKED_PLAYER_DETAIL_MEDIA_TYPE);
      expect(response.headers['vary']).toContain('accept');
      const { cards, ...rest } = response.json<{ cards: PackedCards }>();
      return { ...rest, ...unpackCards(cards) };
    };
    for (const url of [
      '/api/players/by-slug/mike-trout',
      '/api/players/by-slug/mike-trout/los-angeles-angels',
    ])
      expect(unpacked(await get(url, accept))).toEqual((await get(url)).json());
    const zipped = await get('/api/players/by-slug/mike-trout', { ...accept, 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(
      (await get('/api/players/by-slug/mike-trout', accept)).json(),
    );
    // a signed-in user's copies travel packed too
    const { user, headers } = await authHeader(t);
    await addUserCard(t.database, user.userId, await cardId(t.database, catalogue.series['Base']!, '1'), 2);
    const own = unpacked(await get('/api/players/by-slug/mike-trout', { ...headers, ...accept }));
    expect(own).toEqual((await get('/api/players/by-slug/mike-trout', headers)).json());
    expect(own.cards.map((c) => c.user_card_count)).toContain(2);
  });

  it('404s an unknown player with the spec message', async () => {
    const response = await get('/api/players/by-slug/nobody-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'The requested player could not be found.',
      message: 'The requested player could not be found.',
    });
  });
});

describe('POST /api/players/track-visit', () => {
  it('records a visit and stamps last_viewed', async () => {
    const { user, headers } = await authHeader(t);
    const playerId = catalogue.players['mike-trout']!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/players/track-visit',
      headers,
      payload: { player_id: playerId },
    });
    expect(response.statusCode).toBe(200);
    const visits = await t.database.pool.query(
      `select user_id from visits where entity_type = 'player' and entity_id = $1`,
      [playerId],
    );
    expect(visits.rows).toEqual([{ user_id: user.userId }]);
    const player = await t.database.pool.query(`select last_viewed from players where player_id = $1`, [
      playerId,
    ]);
    expect(player.rows[0].last_viewed).not.toBeNull();
  });

  it('404s an unknown player and 400s a missing id', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/players/track-visit',
      payload: { player_id: 999999 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: '/api/players/track-visit', payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a visitor’s kept player page', () => {
  const catalogueGeneration = async () =>
    (await t.database.pool.query(`select coalesce(max(change_id), 0)::int as g from catalogue_changes`))
      .rows[0].g as number;
  const trout = () =>
    get('/api/players/by-slug/mike-trout').then((r) =>
      r.json<{ player: Player; teams: { name: string; card_count: number }[] }>(),
    );

  it('is sent gzipped to a browser that takes gzip, the same body as plain', async () => {
    const plain = await get('/api/players/by-slug/mike-trout');
    const zipped = await get('/api/players/by-slug/mike-trout', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(String(zipped.headers.vary)).toMatch(/accept-encoding/);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('shows player, team and pairing edits on the next request; a visit is not a change', async () => {
    await trout();
    const before = await catalogueGeneration();
    const { headers } = await authHeader(t);
    const playerId = catalogue.players['mike-trout']!;
    await t.app.inject({
      method: 'POST',
      url: '/api/players/track-visit',
      headers,
      payload: { player_id: playerId },
    });
    expect(await catalogueGeneration()).toBe(before);

    await t.database.pool.query(
      `update players set nick_name = 'Millville Meteor', is_hof = true where player_id = $1`,
      [playerId],
    );
    expect((await trout()).player).toMatchObject({ nick_name: 'Millville Meteor', is_hof: true });

    const angels = catalogue.teams['los-angeles-angels']!;
    await t.database.pool.query(`update teams set name = 'Angels of Anaheim' where team_id = $1`, [angels]);
    expect((await trout()).teams.map((team) => team.name)).toEqual(['Angels of Anaheim']);

    await t.database.pool.query(`update player_teams set card_count = 77 where player_id = $1`, [playerId]);
    expect((await trout()).teams[0]!.card_count).toBe(77);

    const generation = await catalogueGeneration();
    // a recount that changes nothing is not a change
    await t.database.pool.query(`update player_teams set card_count = card_count where player_id = $1`, [
      playerId,
    ]);
    await t.database.pool.query(`update players set card_count = card_count where player_id = $1`, [
      playerId,
    ]);
    expect(await catalogueGeneration()).toBe(generation);
  });
});

describe('a visitor’s kept players and teams lists', () => {
  it('answer gzipped, and a player added or renamed shows on the next request', async () => {
    const zipped = await get('/api/players-list?limit=100', { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const listed = JSON.parse(gunzipSync(zipped.rawPayload).toString()) as { pagination: { total: number } };
    expect(listed).toEqual((await get('/api/players-list?limit=100')).json());
    await t.database.pool.query(
      `insert into players (first_name, last_name, slug, name_key) values ('Kept', 'Newcomer', 'kept-newcomer', 'kept newcomer')`,
    );
    const after = (await get('/api/players-list?limit=100')).json<{ pagination: { total: number } }>();
    expect(after.pagination.total).toBe(listed.pagination.total + 1);

    const teamsBefore = (await get('/api/teams-list?limit=100')).json<{
      teams: { team_id: number; name: string }[];
    }>();
    const first = teamsBefore.teams[0]!;
    await t.database.pool.query(`update teams set name = 'Renamed While Kept' where team_id = $1`, [
      first.team_id,
    ]);
    const teamsAfter = (await get('/api/teams-list?limit=100')).json<{
      teams: { team_id: number; name: string }[];
    }>();
    expect(teamsAfter.teams.find((team) => team.team_id === first.team_id)!.name).toBe('Renamed While Kept');
  });
});
