import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COLLECTION_MESSAGES, userCardsResponseSchema } from '@cardbinder/shared';
import {
  createCollectionCatalogue,
  createCollector,
  type CollectionCatalogue,
} from '@/test/collection-factory';
import { createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let cat: CollectionCatalogue;
let me: Awaited<ReturnType<typeof createCollector>>;
let binder: number;
let box: number;
let attic: number;

beforeAll(async () => {
  t = await createTestApp();
  cat = await createCollectionCatalogue(t.database);
  me = await createCollector(t);
  const location = async (name: string) =>
    (await me.call('POST', '/api/user/locations', { location: name })).json().location
      .user_location_id as number;
  binder = await location('Binder');
  box = await location('Box');
  attic = await location('Attic');
  const psa = await t.database.db.execute<{ id: number }>(
    sql`select grading_agency_id as id from grading_agencies where abbreviation = 'PSA'`,
  );
  const add = (cardKey: string, fields: object = {}) =>
    me.call('POST', '/api/user/cards', { card_id: cat.card[cardKey], ...fields });
  await add('Base/1', { user_location: binder, estimated_value: '10.40' }); // Judge, NYY
  await add('Base/1', { user_location: binder, purchase_price: '3.30' }); // second copy
  await add('Base/11', { user_location: box, estimated_value: '20.20' }); // Carroll RC, ARI
  await add('Base/10', { user_location: attic, grading_agency: psa.rows[0]!.id, grade: '10' }); // Betts graded, LAD
  await add('Relics/RA-MB', { estimated_value: '100' }); // unassigned, auto + relic, LAD
  await add('Gold/20'); // unassigned, Judge + Soto
  // another collector's cards never show up
  const other = await createCollector(t);
  await other.call('POST', '/api/user/cards/bulk', {
    card_ids: [cat.card['Base/1'], cat.card['Relics/R-AJ']],
  });
});
afterAll(async () => {
  await t.close();
});

async function list(query = ''): Promise<{ card_number: string; series_rel: { name: string } }[]> {
  const response = await me.call('GET', `/api/user/collection/cards${query}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // the list is JSON text built by the database: it must still match the documented schema exactly
  expect(userCardsResponseSchema.strict().parse(response.json())).toEqual(response.json());
  expect(response.json().total).toBe(response.json().cards.length);
  return response.json().cards;
}
const keys = (cards: Awaited<ReturnType<typeof list>>) =>
  cards.map((c) => `${c.series_rel.name}/${c.card_number}`);

describe('authentication', () => {
  it.each([
    '/api/user/collection/cards',
    '/api/user/collection/stats',
    '/api/user/collection/cards/teams-with-players',
    '/api/user/collection/owned-counts?card_id=1',
    '/api/user/collection/series-completion?series_id=1',
  ])('GET %s answers 401 without a token', async (url) => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('GET /api/user/collection/cards', () => {
  it('lists the whole collection sorted by series, sort order and number', async () => {
    expect(keys(await list())).toEqual(['Base/1', 'Base/1', 'Base/10', 'Base/11', 'Gold/20', 'Relics/RA-MB']);
  });

  it('filters by repeatable location_id, with or without unassigned cards', async () => {
    expect(keys(await list(`?location_id=${binder}`))).toEqual(['Base/1', 'Base/1']);
    expect(keys(await list(`?location_id=${binder}&location_id=${box}`))).toEqual([
      'Base/1',
      'Base/1',
      'Base/11',
    ]);
    expect(keys(await list(`?location_id=${box}&include_unassigned=true`))).toEqual([
      'Base/11',
      'Gold/20',
      'Relics/RA-MB',
    ]);
    expect(keys(await list('?only_unassigned=true'))).toEqual(['Gold/20', 'Relics/RA-MB']);
  });

  it('combines the trait toggles', async () => {
    expect(keys(await list('?is_rookie=true'))).toEqual(['Base/11']);
    expect(keys(await list('?has_grade=true'))).toEqual(['Base/10']);
    expect(keys(await list('?is_autograph=true&is_relic=true'))).toEqual(['Relics/RA-MB']);
    expect(keys(await list('?is_rookie=true&has_grade=true'))).toEqual([]);
  });

  it('filters by repeatable team_id and by series_id', async () => {
    const dodgers = cat.team['Los Angeles Dodgers'];
    const arizona = cat.team['Arizona Diamondbacks'];
    expect(keys(await list(`?team_id=${dodgers}`))).toEqual(['Base/10', 'Relics/RA-MB']);
    expect(keys(await list(`?team_id=${dodgers}&team_id=${arizona}`))).toEqual([
      'Base/10',
      'Base/11',
      'Relics/RA-MB',
    ]);
    expect(keys(await list(`?series_id=${cat.series['Gold']}`))).toEqual(['Gold/20']);
    expect(keys(await list(`?series_id=${cat.series['Base']}&location_id=${attic}`))).toEqual(['Base/10']);
  });

  it('refuses malformed filter values', async () => {
    const response = await me.call('GET', '/api/user/collection/cards?location_id=abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(COLLECTION_MESSAGES.invalidId('location'));
    expect((await me.call('GET', '/api/user/collection/cards?is_rookie=yes')).statusCode).toBe(400);
  });

  it('gives each entry its location, players and teams, and print run', async () => {
    const [gold] = await list(`?series_id=${cat.series['Gold']}`);
    expect(gold).toMatchObject({
      print_run: 25,
      location_name: null,
      photo_count: 0,
      card_player_teams: [
        { player: { last_name: 'Judge' }, team: { abbreviation: 'NYY' } },
        { player: { last_name: 'Soto' }, team: { abbreviation: 'NYY' } },
      ],
    });
  });
});

describe('dashboard numbers', () => {
  it('GET /api/user/collection/stats counts the collection, value in whole dollars', async () => {
    const response = await me.call('GET', '/api/user/collection/stats');
    expect(response.json().stats).toEqual({
      total_cards: 6,
      // 10.40 + 20.20 + 100 = 130.60: a price paid is cost, not value, and the card has no value yet
      total_value: 131,
      unique_cards: 5,
      unique_players: 4,
      unique_series: 3,
      rookie_cards: 1,
      autograph_cards: 1,
      relic_cards: 1,
      graded_cards: 1,
    });
  });

  it('GET /api/user/collection/cards/teams-with-players lists the collection’s teams and players', async () => {
    const teams = (await me.call('GET', '/api/user/collection/cards/teams-with-players')).json().teams;
    expect(
      teams.map((team: { abbreviation: string; card_count: number }) => [team.abbreviation, team.card_count]),
    ).toEqual([
      ['NYY', 3],
      ['LAD', 2],
      ['ARI', 1],
    ]);
    expect(
      teams[0].players.map((p: { last_name: string; card_count: number }) => [p.last_name, p.card_count]),
    ).toEqual([
      ['Judge', 3],
      ['Soto', 1],
    ]);
  });

  it('GET /api/user/collection/owned-counts answers per card, by ids or by series', async () => {
    const byIds = await me.call(
      'GET',
      `/api/user/collection/owned-counts?card_id=${cat.card['Base/1']}&card_id=${cat.card['Base/2']}`,
    );
    expect(byIds.json().counts).toEqual({ [String(cat.card['Base/1'])]: 2 });
    const bySeries = await me.call(
      'GET',
      `/api/user/collection/owned-counts?series_id=${cat.series['Base']}`,
    );
    expect(Object.values(bySeries.json().counts)).toEqual(expect.arrayContaining([2, 1, 1]));
  });

  it('GET /api/user/collection/series-completion floors the percent so 100 means complete', async () => {
    const response = await me.call(
      'GET',
      `/api/user/collection/series-completion?series_id=${cat.series['Base']}&series_id=${cat.series['Relics']}`,
    );
    const bySeries = Object.fromEntries(
      response.json().series.map((s: { series_id: number }) => [s.series_id, s]),
    );
    // Base: cards 1, 10, 11 of 6 → 50 %; Relics: 1 of 2 → 50 %
    expect(bySeries[cat.series['Base']!]).toMatchObject({
      owned_cards: 3,
      total_cards: 6,
      completion_percentage: 50,
    });
    expect(bySeries[cat.series['Relics']!]).toMatchObject({ owned_cards: 1, total_cards: 2 });
  });
});
