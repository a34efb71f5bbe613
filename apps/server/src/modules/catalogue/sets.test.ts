import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardSet, Series } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { addUserCard, cardId, createCatalogue, sampleChecklist } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  await createCatalogue(t.database, sampleChecklist({ name: "Bowman's Best", year: 2023, baseCards: 3 }));
  await createCatalogue(t.database, sampleChecklist({ name: 'Heritage', year: 2021, baseCards: 2 }));
});
afterAll(() => t.close());

const get = (url: string, headers?: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('years and sets', () => {
  it('GET /api/sets/years lists years newest first with set and card counts', async () => {
    const response = await get('/api/sets/years');
    expect(response.statusCode).toBe(200);
    // Topps: 8 base + 8 gold + 1 auto = 17; Bowman's Best: 3 + 3 + 1 = 7; Heritage: 2 + 2 + 1 = 5
    expect(response.json()).toEqual({
      years: [
        { year: 2023, set_count: 2, card_count: 24 },
        { year: 2021, set_count: 1, card_count: 5 },
      ],
    });
  });

  it('GET /api/sets-list filters by year and searches name and manufacturer', async () => {
    const ofYear = (await get('/api/sets-list?year=2023')).json<{ sets: CardSet[] }>().sets;
    expect(ofYear.map((set) => set.slug)).toEqual(['bowmans-best', 'topps-series-one']);
    expect(ofYear[1]).toMatchObject({
      name: 'Topps Series One',
      manufacturer_name: 'Topps',
      organization_abbreviation: 'MLB',
      card_count: 17,
      total_card_count: 17,
      series_count: 3,
      has_spreadsheet: false,
    });
    const all = (await get('/api/sets-list')).json<{ sets: CardSet[] }>().sets;
    expect(all).toHaveLength(3);
    expect((await get('/api/sets-list?search=heritage')).json<{ sets: CardSet[] }>().sets).toHaveLength(1);
    expect((await get('/api/sets-list?search=topps')).json<{ sets: CardSet[] }>().sets).toHaveLength(3);
  });

  it('GET /api/sets/:year/:setSlug gives the set and its series, parallels after their base', async () => {
    const response = await get(`/api/sets/2023/${catalogue.setSlug}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ set: CardSet; series: Series[]; spreadsheet: unknown }>();
    expect(body.set.slug).toBe('topps-series-one');
    expect(body.spreadsheet).toBeNull();
    expect(body.series.map((s) => s.name)).toEqual(['Base', 'Gold', 'Chrome Autographs']);
    expect(body.series[1]).toMatchObject({
      is_parallel: true,
      parent_series_id: catalogue.series['Base'],
      parallel_parent_name: 'Base',
      color_name: 'Gold',
      color_hex: '#d4af37',
      color_hex_value: '#d4af37',
      print_run_display: '/2023',
      card_count: 8,
    });
    expect(body.series[0]).toMatchObject({ is_base: true, parallel_count: 1, rookie_count: 1, rc_count: 1 });
  });

  it('404s unknown sets and years', async () => {
    expect((await get('/api/sets/2022/topps-series-one')).statusCode).toBe(404);
    expect((await get('/api/sets/2023/nope')).json()).toMatchObject({ message: 'Set not found' });
  });

  it('POST /api/sets/track-visit stamps last_viewed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sets/track-visit',
      payload: { set_id: catalogue.setId },
    });
    expect(response.statusCode).toBe(200);
    const row = await t.database.pool.query('select last_viewed from sets where set_id = $1', [
      catalogue.setId,
    ]);
    expect(row.rows[0].last_viewed).not.toBeNull();
  });
});

describe('series detail', () => {
  it('answers the long and the short route alike, with related parallels', async () => {
    const slug = catalogue.seriesSlugs['Gold']!;
    const long = await get(`/api/sets/2023/${catalogue.setSlug}/${slug}`);
    const short = await get(`/api/series/by-slug/${slug}`);
    expect(long.statusCode).toBe(200);
    expect(long.json()).toEqual(short.json());
    const body = long.json<{
      series: Series;
      set: CardSet;
      parallels: { name: string }[];
      completion: unknown;
    }>();
    expect(body.series).toMatchObject({ name: 'Gold', set_slug: 'topps-series-one', year: 2023 });
    expect(body.set.name).toBe('Topps Series One');
    expect(body.parallels.map((p) => p.name)).toEqual(['Base']);
    expect(body.completion).toBeNull();

    const base = await get(`/api/series/by-slug/${catalogue.seriesSlugs['Base']}`);
    expect(base.json<{ parallels: { name: string; series_slug: string }[] }>().parallels).toEqual([
      expect.objectContaining({ name: 'Gold', series_slug: slug, is_parallel: true, color_hex: '#d4af37' }),
    ]);
  });

  it('gives a signed-in user their completion, floored', async () => {
    const { user, headers } = await authHeader(t);
    const base = catalogue.series['Base']!;
    for (const number of ['1', '2', '3'])
      await addUserCard(t.database, user.userId, await cardId(t.database, base, number));
    await addUserCard(t.database, user.userId, await cardId(t.database, base, '1'));
    const response = await get(`/api/series/by-slug/${catalogue.seriesSlugs['Base']}`, headers);
    expect(response.json()).toMatchObject({ completion: { owned_count: 3, completion_percentage: 37.5 } });
  });

  it('keeps a visitor’s page and shows series, set and colour edits on the next request', async () => {
    const url = `/api/sets/2023/${catalogue.setSlug}/${catalogue.seriesSlugs['Gold']}`;
    const read = async () => (await get(url)).json<{ series: Series; set: CardSet; parallels: unknown[] }>();
    await read();
    const gold = catalogue.series['Gold']!;
    await t.database.pool.query(`update series set print_run_display = '/99' where series_id = $1`, [gold]);
    expect((await read()).series.print_run_display).toBe('/99');
    await t.database.pool.query(`update sets set is_complete = not is_complete where set_id = $1`, [
      catalogue.setId,
    ]);
    const before = (await read()).set.is_complete;
    await t.database.pool.query(`update sets set is_complete = not is_complete where set_id = $1`, [
      catalogue.setId,
    ]);
    expect((await read()).set.is_complete).toBe(!before);
    await t.database.pool.query(`update colors set hex_value = '#c0ffee' where name = 'Gold'`);
    expect((await read()).series.color_hex).toBe('#c0ffee');
    const zipped = await get(url, { 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
  });

  it('404s a series that belongs to another set', async () => {
    const response = await get(`/api/sets/2023/bowmans-best/${catalogue.seriesSlugs['Gold']}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Series not found' });
  });

  it('GET /api/series-by-set/:setId and /api/series-list', async () => {
    const bySet = (await get(`/api/series-by-set/${catalogue.setId}`)).json<{ series: Series[] }>().series;
    expect(bySet).toHaveLength(3);
    const list = (await get('/api/series-list?limit=4')).json<{ series: Series[] }>().series;
    expect(list).toHaveLength(4);
    expect(list[0]!.set_name).toBe('Heritage');
    const search = (await get('/api/series-list?search=gold')).json<{ series: Series[] }>().series;
    expect(search).toHaveLength(3);
  });
});

describe('spreadsheet status', () => {
  it('404s with the spec message until a spreadsheet exists', async () => {
    const missing = await get(`/api/spreadsheet-generation/status/${catalogue.setId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Spreadsheet is not available for download' });
    await t.database.pool.query(
      `insert into set_spreadsheets (set_id, storage_key, format, file_size) values ($1, 'spreadsheets/1.xlsx', 'xlsx', 1234)`,
      [catalogue.setId],
    );
    const found = await get(`/api/spreadsheet-generation/status/${catalogue.setId}`);
    expect(found.json()).toMatchObject({ format: 'xlsx', file_size: 1234, blob_url: expect.any(String) });
    const set = await get(`/api/sets/2023/${catalogue.setSlug}`);
    expect(set.json()).toMatchObject({ set: { has_spreadsheet: true }, spreadsheet: { file_size: 1234 } });
  });
});
