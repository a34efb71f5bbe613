import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Series } from '@cardbinder/shared';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, createUser, type TestApp } from '@/test/test-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  admin = (await authHeader(t, 'data_admin')).headers;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const rows = async (query: string, params: unknown[] = []) =>
  (await t.database.pool.query(query, params)).rows;

describe('role checks', () => {
  it('401s visitors and 403s plain users on every series call, writing nothing', async () => {
    const user = (await authHeader(t)).headers;
    const base = catalogue.series['Base']!;
    const calls: [Method, string, object?][] = [
      ['GET', '/api/admin/series'],
      ['GET', '/api/admin/colors'],
      ['GET', '/api/admin/series/colors'],
      ['POST', '/api/admin/series', { name: 'Ghost', set_id: catalogue.setId }],
      ['PUT', `/api/admin/series/${base}`, { name: 'Ghost', set_id: catalogue.setId }],
      ['DELETE', `/api/admin/series/${base}`],
      ['POST', `/api/admin/series/${base}/duplicate`, { name: 'Ghost' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, user)).statusCode).toBe(403);
    }
    expect(await rows(`select 1 from series where name = 'Ghost'`)).toHaveLength(0);
  });
});

describe('GET /api/admin/series', () => {
  it('lists the newest series of a set with its set info, searches and finds one by id', async () => {
    const list = await call('GET', `/api/admin/series?set=${catalogue.setId}`);
    expect(list.statusCode).toBe(200);
    const answer = list.json<{ series: Series[]; setInfo: { name: string } }>();
    expect(answer.series.map((series) => series.name)).toEqual(['Chrome Autographs', 'Gold', 'Base']);
    expect(answer.setInfo).toMatchObject({ name: 'Topps Series One' });
    const search = await call('GET', '/api/admin/series?search=gol');
    expect(search.json<{ series: Series[] }>().series.map((series) => series.name)).toEqual(['Gold']);
    const one = await call('GET', `/api/admin/series?series_id=${catalogue.series['Base']}&limit=1`);
    expect(one.json<{ series: Series[] }>().series).toHaveLength(1);
  });
});

describe('POST/PUT /api/admin/series', () => {
  it("refuses a missing name or set and a parallel's parallel, with the spec's messages", async () => {
    const noName = await call('POST', '/api/admin/series', { name: ' ', set_id: catalogue.setId });
    expect(noName.json()).toMatchObject({ message: 'Series name is required' });
    const noSet = await call('POST', '/api/admin/series', { name: 'Refractors' });
    expect(noSet.json()).toMatchObject({ message: 'Set selection is required' });
    const negative = await call('POST', '/api/admin/series', {
      name: 'Refractors',
      set_id: catalogue.setId,
      card_count: -1,
    });
    expect(negative.json()).toMatchObject({ message: 'Card count must be a whole number of 0 or more' });
    const chained = await call('POST', '/api/admin/series', {
      name: 'Refractors',
      set_id: catalogue.setId,
      parallel_of_series: catalogue.series['Gold'],
    });
    expect(chained.statusCode).toBe(400);
    expect(chained.json()).toMatchObject({
      message: 'The parent must be another series of the same set that is not itself a parallel',
    });
    expect(await rows(`select 1 from series where name = 'Refractors'`)).toHaveLength(0);
  });

  it('creates a parallel of the base, edits it (new slug) and keeps counts from the cards', async () => {
    const created = await call('POST', '/api/admin/series', {
      name: 'Refractors',
      set_id: catalogue.setId,
      is_base: true,
      card_count: 10,
      card_entered_count: 99,
      print_run_display: '/499',
      max_print_run: 499,
      parallel_of_series: catalogue.series['Base'],
    });
    expect(created.statusCode).toBe(201);
    const series = created.json<{ series: Series }>().series;
    expect(created.json()).toMatchObject({
      message: 'Series created successfully',
      series: { slug: '2023-topps-series-one-refractors', is_base: false, is_parallel: true, card_count: 10 },
    });
    // entered cards are counted, not typed
    expect(series.card_entered_count).toBe(0);
    const sets = await rows('select series_count from sets where set_id = $1', [catalogue.setId]);
    expect(sets[0].series_count).toBe(4);

    const edited = await call('PUT', `/api/admin/series/${series.series_id}`, {
      name: 'Refractors Purple',
      set_id: catalogue.setId,
      card_count: '',
      parallel_of_series: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Series updated successfully',
      series: { slug: '2023-topps-series-one-refractors-purple', is_parallel: false },
    });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/sets/2023/topps-series-one/2023-topps-series-one-refractors',
    });
    expect(old.json()).toMatchObject({ series: { slug: '2023-topps-series-one-refractors-purple' } });
    const clash = await call('PUT', `/api/admin/series/${series.series_id}`, {
      name: 'Gold',
      set_id: catalogue.setId,
    });
    expect(clash.statusCode).toBe(409);
  });
});

describe('create parallel and delete', () => {
  it('duplicates a series with its cards and player-team links, numbered by the print run', async () => {
    const base = catalogue.series['Base']!;
    const missing = await call('POST', `/api/admin/series/${base}/duplicate`, { name: '' });
    expect(missing.json()).toMatchObject({ message: 'Please provide a name for the parallel series' });
    const low = await call('POST', `/api/admin/series/${base}/duplicate`, { name: 'Base 2', print_run: 0 });
    expect(low.json()).toMatchObject({ message: 'Print run must be a whole number of 1 or more' });

    const response = await call('POST', `/api/admin/series/${base}/duplicate`, {
      name: 'Base 2',
      print_run: 50,
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json<{ cards_created: number; series: Series }>();
    expect(answer).toMatchObject({
      cards_created: 8,
      message: 'Successfully created parallel series with 8 cards',
      series: { parent_series_id: base, print_run_display: '/50', card_entered_count: 8 },
    });
    const links = await rows(
      `select count(*)::int as n from card_player_teams cpt join cards c on c.card_id = cpt.card_id
       where c.series_id = $1 and c.print_run = 50`,
      [answer.series.series_id],
    );
    expect(links[0].n).toBe(9);
  });

  it('refuses deleting a series collectors own, naming the copies; deletes it once they are gone', async () => {
    const collector = await createUser(t.database);
    const autos = catalogue.series['Chrome Autographs']!;
    await addUserCard(t.database, collector.userId, await cardId(t.database, autos, 'CA-MT'), 2);
    const refused = await call('DELETE', `/api/admin/series/${autos}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'Cannot delete series: collectors own 2 copies of its cards. Remove them from their collections first.',
    });
    await t.database.pool.query('delete from user_cards where user_id = $1', [collector.userId]);
    const deleted = await call('DELETE', `/api/admin/series/${autos}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ message: 'Successfully deleted series: Chrome Autographs' });
    expect(await rows('select 1 from series where series_id = $1', [autos])).toHaveLength(0);
    expect(
      await rows(`select 1 from search_documents where entity_type = 'series' and entity_id = $1`, [autos]),
    ).toHaveLength(0);
    expect((await call('DELETE', `/api/admin/series/${autos}`)).statusCode).toBe(404);
  });
});
