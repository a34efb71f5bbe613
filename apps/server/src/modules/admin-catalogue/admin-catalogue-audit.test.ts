import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCard, AuditEntry, Series } from '@cardbinder/shared';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, createUser, type TestApp } from '@/test/test-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let editor: Awaited<ReturnType<typeof authHeader>>;
let superadmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  editor = await authHeader(t, 'data_admin');
  superadmin = (await authHeader(t, 'superadmin')).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: editor.headers, ...(payload ? { payload } : {}) });

/** The trail as a superadmin reads it, for one action. */
async function trail(action: string): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit?action=${action}`,
    headers: superadmin,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ entries: AuditEntry[] }>().entries;
}

const byEditor = () => ({ actor_id: editor.user.userId, actor_name: editor.user.username });

describe('player edits in the audit trail', () => {
  it('records who edited the player, with the fields before and after', async () => {
    const trout = catalogue.players['mike-trout']!;
    const response = await call('PUT', `/api/admin/players/${trout}`, {
      first_name: 'Michael',
      is_hof: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await trail('player.update')).toEqual([
      expect.objectContaining({
        ...byEditor(),
        target_type: 'player',
        target_id: trout,
        summary: 'Mike Trout',
        before: expect.objectContaining({ first_name: 'Mike', last_name: 'Trout', is_hof: false }),
        after: expect.objectContaining({ first_name: 'Michael', last_name: 'Trout', is_hof: true }),
      }),
    ]);
  });

  it('leaves no entry for an edit the service refuses', async () => {
    const trout = catalogue.players['mike-trout']!;
    const refused = await call('PUT', `/api/admin/players/${trout}`, {
      first_name: '',
      last_name: '',
      nick_name: null,
    });
    expect(refused.statusCode).toBe(400);
    expect(await trail('player.update')).toHaveLength(1);
    const stored = await t.database.pool.query('select first_name from players where player_id = $1', [
      trout,
    ]);
    expect(stored.rows[0].first_name).toBe('Michael');
  });
});

describe('series duplicates and deletes in the audit trail', () => {
  it('records a created parallel with its source and the cards it copied', async () => {
    const base = catalogue.series['Base']!;
    const blank = await call('POST', `/api/admin/series/${base}/duplicate`, { name: '' });
    expect(blank.statusCode).toBe(400);
    expect(await trail('series.duplicate')).toHaveLength(0);

    const response = await call('POST', `/api/admin/series/${base}/duplicate`, {
      name: 'Purple',
      print_run: 25,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<{ series: Series }>().series;
    expect(await trail('series.duplicate')).toEqual([
      expect.objectContaining({
        ...byEditor(),
        target_type: 'series',
        target_id: created.series_id,
        summary: 'Purple',
        before: expect.objectContaining({ source_series_id: base, name: 'Base' }),
        after: expect.objectContaining({
          name: 'Purple',
          parallel_of_series: base,
          print_run_display: '/25',
          cards_created: 8,
        }),
      }),
    ]);
  });

  it('leaves no entry for a refused delete of an owned series, and one once it goes', async () => {
    const autos = catalogue.series['Chrome Autographs']!;
    const collector = await createUser(t.database);
    await addUserCard(t.database, collector.userId, await cardId(t.database, autos, 'CA-MT'));
    expect((await call('DELETE', `/api/admin/series/${autos}`)).statusCode).toBe(409);
    expect(await trail('series.delete')).toHaveLength(0);

    await t.database.pool.query('delete from user_cards where user_id = $1', [collector.userId]);
    expect((await call('DELETE', `/api/admin/series/${autos}`)).statusCode).toBe(200);
    expect(await trail('series.delete')).toEqual([
      expect.objectContaining({
        ...byEditor(),
        target_id: autos,
        before: expect.objectContaining({ name: 'Chrome Autographs', set_id: catalogue.setId }),
        after: null,
      }),
    ]);
  });
});

describe('card edits in the audit trail', () => {
  it('records the edited card before and after; a stale save leaves nothing', async () => {
    const base = catalogue.series['Base']!;
    const listed = await call('GET', `/api/admin/cards?series_id=${base}`);
    const card = listed.json<{ cards: AdminCard[] }>().cards[0]!;
    const saved = await call('PUT', `/api/admin/cards/${card.card_id}`, {
      card_number: card.card_number,
      is_rookie: !card.is_rookie,
      notes: 'Short print',
      version: card.version,
    });
    expect(saved.statusCode).toBe(200);
    const pairs = card.card_player_teams.map((pair) => ({
      player_id: pair.player.player_id,
      team_id: pair.team.team_id,
    }));
    expect(await trail('card.update')).toEqual([
      expect.objectContaining({
        ...byEditor(),
        target_type: 'card',
        target_id: card.card_id,
        summary: `#${card.card_number}`,
        before: expect.objectContaining({ is_rookie: card.is_rookie, notes: card.notes, players: pairs }),
        after: expect.objectContaining({ is_rookie: !card.is_rookie, notes: 'Short print', players: pairs }),
      }),
    ]);

    const stale = await call('PUT', `/api/admin/cards/${card.card_id}`, {
      card_number: card.card_number,
      notes: 'Lost edit',
      version: card.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(await trail('card.update')).toHaveLength(1);
  });

  it('lets staff filter the trail to catalogue targets', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?target_type=card',
      headers: superadmin,
    });
    const entries = response.json<{ entries: AuditEntry[] }>().entries;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.target_type === 'card')).toBe(true);
  });
});
