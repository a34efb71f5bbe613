import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_MESSAGES,
  searchResultDataSchema,
  searchResultSchema,
  universalSearchResponseSchema,
  type SearchResult,
  type UniversalSearchResponse,
} from '@cardbinder/shared';
import { createTestApp, type TestApp } from '@/test/test-app';
import { refreshSearchDocuments } from './search-documents';
import { ingestSearchFixtures, TROUT } from './search-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await ingestSearchFixtures(t.database.db);
});
afterAll(() => t.close());

async function search(q: string, limit?: number): Promise<SearchResult[]> {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await t.app.inject({ method: 'GET', url: `/api/search/universal?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  // the database writes the body's JSON: every answer must still be the contract's shape, with no other fields
  const body = response.json<UniversalSearchResponse>();
  universalSearchResponseSchema.strict().parse(body);
  for (const result of body.results) {
    searchResultSchema.strict().parse(result);
    searchResultDataSchema.strict().parse(result.data);
  }
  return body.results;
}

const label = (r: SearchResult) => `${r.type}:${r.title}`;

describe('GET /api/search/universal', () => {
  it('keeps answering after a failed database call replaced the connection', async () => {
    expect((await search('mike trout'))[0]!.title).toBe('Mike Trout');
    await expect(t.database.db.execute(sql`select 1 / ${0}::int`)).rejects.toThrow();
    for (const q of ['mike trout', 'trout', 'ken griffey'])
      expect((await search(q)).length).toBeGreaterThan(0);
  });

  it('answers a repeated query from its kept answer until the search documents change', async () => {
    expect(await search('kiiiid')).toEqual([]);
    const mikeTrout = sql`first_name = 'Mike' and last_name = 'Trout'`;
    await t.database.db.execute(sql`update players set nick_name = 'Kiiiid' where ${mikeTrout}`);
    // what the catalogue event delivers after an admin edit
    const trout = await t.database.db.execute<{ id: number }>(
      sql`select player_id id from players where ${mikeTrout}`,
    );
    await refreshSearchDocuments(t.database.db, { playerIds: trout.rows.map((row) => row.id) });
    expect((await search('kiiiid'))[0]?.title).toBe('Mike Trout');
    await t.database.db.execute(sql`update players set nick_name = ${TROUT.nickName} where ${mikeTrout}`);
    await refreshSearchDocuments(t.database.db, { playerIds: trout.rows.map((row) => row.id) });
    expect(await search('kiiiid')).toEqual([]);
  });

  it('puts the exact player name first, whatever the word order', async () => {
    for (const q of ['mike trout', 'Trout Mike', 'MIKE TROUT']) {
      const results = await search(q);
      expect(label(results[0]!)).toBe('player:Mike Trout');
      expect(results[0]!.data).toMatchObject({ first_name: 'Mike', last_name: 'Trout', slug: 'mike-trout' });
      expect(results.filter((r) => r.type === 'card').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('ranks an exact name before whole words, whole words before prefixes', async () => {
    expect((await search('sam rivers')).map(label).slice(0, 1)).toEqual(['player:Sam Rivers']);
    const rivers = (await search('rivers')).filter((r) => r.type === 'player').map((r) => r.title);
    expect(rivers).toEqual(['Sam Rivers', 'Jo Riverson']);
    const ken = (await search('ken griffey')).filter((r) => r.type === 'player').map((r) => r.title);
    expect(ken).toEqual(['Ken Griffey', 'Ken Griffey Jr.']);
  });

  it('corrects typos of one or two letters, closest correction first', async () => {
    const results = await search('griffy');
    expect(results[0]!.type).toBe('player');
    expect(results[0]!.title).toMatch(/^Ken Griffey/);
    const players = results.filter((r) => r.type === 'player').map((r) => r.title);
    expect(players.indexOf('Griffin Whitfield')).toBeGreaterThan(players.indexOf('Ken Griffey Jr.'));
    expect(label((await search('mattinly'))[0]!)).toBe('player:Don Mattingly');
  });

  it('ignores accents both ways', async () => {
    for (const q of ['munoz', 'Muñoz', 'andres munoz']) {
      expect(label((await search(q))[0]!)).toBe('player:Andrés Muñoz');
    }
    expect(label((await search('dominguez'))[0]!)).toBe('player:Jasson Domínguez');
  });

  it('finds teams by abbreviation, city, mascot and alias', async () => {
    expect(label((await search('nyy'))[0]!)).toBe('team:New York Yankees');
    expect(label((await search('yankees'))[0]!)).toBe('team:New York Yankees');
    expect(
      (await search('new york'))
        .slice(0, 2)
        .map((r) => r.title)
        .sort(),
    ).toEqual(['New York Mets', 'New York Yankees']);
    expect(label((await search("oakland a's"))[0]!)).toBe('team:Oakland Athletics');
    expect(label((await search('bronx bombers'))[0]!)).toBe('team:New York Yankees');
    const nyy = await search('nyy');
    expect(nyy[0]!.data).toMatchObject({ abbreviation: 'NYY', organization_name: 'Major League Baseball' });
    // the team's cards follow the team
    expect(nyy.some((r) => r.type === 'card' && r.data.player_names === 'Don Mattingly')).toBe(true);
  });

  it('finds players by nickname', async () => {
    expect(label((await search('donnie baseball'))[0]!)).toBe('player:Don Mattingly');
    expect(label((await search('the kid'))[0]!)).toBe('player:Ken Griffey Jr.');
  });

  it('finds cards by number, with or without # and hyphen', async () => {
    for (const q of ['#US175', 'us175', '#us-175']) {
      const [first] = await search(q);
      expect(first).toMatchObject({ type: 'card', title: '#US175 Mike Trout' });
      expect(first!.data).toMatchObject({
        card_number: 'US175',
        series_slug: '2011-topps-update',
        is_rookie: true,
      });
    }
    expect((await search('BD-9'))[0]).toMatchObject({ type: 'card', title: '#BD-9 Elijah Green' });
    const n248 = (await search('#248')).map((r) => r.title);
    expect(n248.slice(0, 2).sort()).toEqual(['#248 Gleyber Torres', '#248 Griffin Whitfield']);
  });

  it('combines year, set and player', async () => {
    const [first, ...rest] = await search('1984 topps mattingly');
    expect(first).toMatchObject({ type: 'card', title: '#8 Don Mattingly', subtitle: '1984 Topps' });
    expect(rest.some((r) => r.type === 'card' && r.data.year === 1989)).toBe(false);
    expect(rest.map(label)).toContain('player:Don Mattingly');
  });

  it('filters cards by the rookie, autograph and relic words', async () => {
    const rookies = (await search('trout rc')).filter((r) => r.type === 'card');
    expect(rookies.map((r) => r.title)).toEqual(['#US175 Mike Trout']);
    expect((await search('trout rc'))[0]!.type).toBe('card');
    const relics = (await search('trout relic')).filter((r) => r.type === 'card');
    expect(relics.map((r) => r.title)).toEqual(['#MLM-MT Mike Trout']);
  });

  it('understands serial print runs', async () => {
    const results = await search('bowman chrome auto /99');
    const cards = results.filter((r) => r.type === 'card');
    // the /99 autograph series itself, then its cards
    expect(label(results[0]!)).toBe('series:Chrome Prospect Autographs Blue Refractor');
    expect(results.slice(1, 3).every((r) => r.type === 'card')).toBe(true);
    expect(cards.map((r) => r.title).sort()).toEqual(['#CPA-AM Andrés Muñoz', '#CPA-JD Jasson Domínguez']);
    expect(cards.every((r) => r.data.print_run === 99 && r.data.is_autograph)).toBe(true);
  });

  it('puts the set of the year first for "2020 topps"', async () => {
    const results = await search('2020 topps');
    expect(results[0]).toMatchObject({ type: 'set', title: '2020 Topps' });
    expect(results[0]!.data).toMatchObject({ year: 2020, slug: 'topps', card_count: 7 });
    expect(results.filter((r) => r.type === 'set').map((r) => r.title)).not.toContain('1984 Topps');
    expect(results.some((r) => r.type === 'card' && r.data.year === 2020)).toBe(true);
  });

  it('finds sets and series by prefix', async () => {
    expect((await search('bowm')).slice(0, 2).map(label)).toEqual([
      'set:2021 Bowman Chrome',
      'set:2022 Bowman Draft',
    ]);
    expect(label((await search('tiffany'))[0]!)).toBe('series:Tiffany');
  });

  it('answers empty results for words that match nothing', async () => {
    expect(await search('zzqx')).toEqual([]);
    expect(await search('?!')).toEqual([]);
  });

  it('respects the limit', async () => {
    expect(await search('topps', 3)).toHaveLength(3);
  });

  it('rejects a query under 2 characters and a limit out of bounds', async () => {
    for (const url of [
      '/api/search/universal',
      '/api/search/universal?q=a',
      '/api/search/universal?q=%20a%20',
      `/api/search/universal?q=${'x'.repeat(101)}`,
      '/api/search/universal?q=trout&limit=0',
      '/api/search/universal?q=trout&limit=101',
      '/api/search/universal?q=trout&limit=abc',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ error: string; message: string }>().message).toMatch(/Search query|Limit/);
    }
    const short = await t.app.inject({ method: 'GET', url: '/api/search/universal?q=a' });
    expect(short.json()).toEqual({
      error: SEARCH_MESSAGES.queryTooShort,
      message: SEARCH_MESSAGES.queryTooShort,
    });
  });
});
