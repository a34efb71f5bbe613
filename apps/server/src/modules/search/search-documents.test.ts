import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/client';
import { ingestChecklist } from '@/modules/ingestion';
import { openTestDatabase } from '@/test/test-database';
import { ingestSearchFixtures, SEARCH_CHECKLISTS, TROUT } from './search-fixtures';
import {
  rebuildOutdatedSearchDocuments,
  refreshSearchDocuments,
  SEARCH_DOCUMENTS_VERSION,
} from './search-documents';
import { normalizeSearchText } from './search-query';
import { normalized } from './search-sql';
import { universalSearch } from './search.service';
import { testEvents } from '@/test/test-events';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await ingestSearchFixtures(database.db);
});
afterAll(() => database.close());

const titles = async (q: string) =>
  (await universalSearch(database.db, q, 50)).results.map((r) => `${r.type}:${r.title}`);

async function documentCount(type: string): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int n from search_documents where entity_type = ${type}`,
  );
  return result.rows[0]!.n;
}

describe('search documents', () => {
  it('has one document per player, team, set and series and one facet row per card', async () => {
    const counts = await database.db.execute<{ docs: number; rows: number }>(sql`
      select (select count(*)::int from search_documents where entity_type = 'player') +
             (select count(*)::int from search_documents where entity_type = 'set') +
             (select count(*)::int from search_documents where entity_type = 'series') docs,
             (select count(*)::int from players) + (select count(*)::int from sets) +
             (select count(*)::int from series) rows`);
    expect(counts.rows[0]!.docs).toBe(counts.rows[0]!.rows);
    // every team is searchable, with cards or not (the reference clubs)
    const teams = await database.db.execute<{ n: number }>(sql`select count(*)::int n from teams`);
    expect(await documentCount('team')).toBe(teams.rows[0]!.n);
    const cards = await database.db.execute<{ cards: number; docs: number }>(
      sql`select (select count(*)::int from cards) cards, (select count(*)::int from search_cards) docs`,
    );
    expect(cards.rows[0]!.docs).toBe(cards.rows[0]!.cards);
  });

  it('gives each card its set, series, year, number, flags, print run, players and teams as facets', async () => {
    const result = await database.db.execute<{ facets: string[] }>(sql`
      select sc.facets from search_cards sc join cards c on c.card_id = sc.card_id
      join series s on s.series_id = c.series_id where c.card_number = 'CPA-JD' and s.max_print_run = 99`);
    const facets = result.rows[0]!.facets;
    expect(facets).toEqual(expect.arrayContaining(['y2021', 'ncpajd', 'au', 'pr99']));
    expect(facets.filter((f) => /^[pstr]\d+$/.test(f))).toHaveLength(4);
  });

  it('normalises in SQL exactly as the query parser does', async () => {
    for (const value of ['Ronald Acuña Jr.', "Oakland A's", 'Bjørn Æsir-Straße', 'José  Ramírez']) {
      const result = await database.db.execute<{ n: string }>(
        sql`select ${normalized(sql`${value}::text`)} n`,
      );
      expect(result.rows[0]!.n).toBe(normalizeSearchText(value));
    }
  });

  it('follows a re-ingested checklist: new cards and players, new counts', async () => {
    const before = await universalSearch(database.db, '2020 topps', 5);
    expect(before.results[0]!.data.card_count).toBe(7);
    const topps2020 = SEARCH_CHECKLISTS.find((c) => c.set.year === 2020 && c.set.name === 'Topps')!;
    await ingestChecklist(
      database.db,
      {
        ...topps2020,
        series: [
          {
            ...topps2020.series[0]!,
            cards: [
              ...topps2020.series[0]!.cards,
              {
                cardNumber: '392',
                players: [{ firstName: 'Luis', lastName: 'Robert', teamName: 'Chicago White Sox' }],
              },
            ],
          },
          ...topps2020.series.slice(1),
        ],
      },
      testEvents,
    );
    expect((await titles('luis robert'))[0]).toBe('player:Luis Robert');
    expect(await titles('#392')).toContain('card:#392 Luis Robert');
    const after = await universalSearch(database.db, '2020 topps', 5);
    expect(after.results[0]!.data.card_count).toBe(9); // the base card and its Gold parallel
  });

  it('follows admin edits given the changed scope', async () => {
    await database.db.execute(sql`update players set nick_name = 'Kiiiid' where last_name = 'Trout'
      and first_name = ${TROUT.firstName}`);
    expect(await titles('kiiiid')).toEqual([]);
    const trout = await database.db.execute<{ id: number }>(
      sql`select player_id id from players where first_name = 'Mike' and last_name = 'Trout'`,
    );
    await refreshSearchDocuments(database.db, { playerIds: [trout.rows[0]!.id] });
    expect((await titles('kiiiid'))[0]).toBe('player:Mike Trout');
  });

  it('follows a cards-only change without rewriting the rest of the set, re-ranking a base that changed', async () => {
    const db = database.db;
    const set = await db.execute<{ id: number }>(sql`insert into sets (name, slug, year)
      values ('Scope Test', 'scope-test', 1999) returning set_id id`);
    const setId = set.rows[0]!.id;
    const addSeries = async (name: string, cards: number) => {
      const row = await db.execute<{ id: number }>(sql`insert into series (set_id, name, slug, card_count)
        values (${setId}, ${name}, ${name.toLowerCase()}, ${cards}) returning series_id id`);
      const seriesId = row.rows[0]!.id;
      await db.execute(sql`insert into cards (series_id, card_number, slug, sort_order)
        select ${seriesId}, n::text, n::text, n from generate_series(1, ${cards}) n`);
      return seriesId;
    };
    // no series is marked base or named Base: the largest is the set's base
    const alpha = await addSeries('Alpha', 3);
    const beta = await addSeries('Beta', 2);
    const gamma = await addSeries('Gamma', 1);
    await refreshSearchDocuments(db, { setIds: [setId] });
    const ranks = async () => {
      const rows = await db.execute<{ series_id: number; rank: number; version: string }>(sql`
        select c.series_id, sc.series_rank rank, sc.xmin::text version from search_cards sc
        join cards c on c.card_id = sc.card_id where c.series_id in (${alpha}, ${beta}, ${gamma}) order by c.card_id`);
      return rows.rows;
    };
    const before = await ranks();
    expect(new Set(before.filter((r) => r.rank === 2).map((r) => r.series_id))).toEqual(new Set([alpha]));

    const added = await db.execute<{
      id: number;
    }>(sql`insert into cards (series_id, card_number, slug, sort_order)
      values (${beta}, '3', '3', 3), (${beta}, '4', '4', 4) returning card_id id`);
    await db.execute(sql`update series set card_count = 4 where series_id = ${beta}`);
    await refreshSearchDocuments(db, {
      cardsOnly: true,
      setIds: [setId],
      seriesIds: [beta],
      cardIds: added.rows.map((r) => r.id),
    });
    const after = await ranks();
    expect(after.filter((r) => r.series_id === beta).map((r) => r.rank)).toEqual([2, 2, 2, 2]);
    expect(after.filter((r) => r.series_id === alpha).map((r) => r.rank)).toEqual([1, 1, 1]);
    // a series the change did not touch keeps its rows as they were
    const untouched = (rows: typeof before) => rows.filter((r) => r.series_id === gamma);
    expect(untouched(after)).toEqual(untouched(before));
  });

  it('drops the documents of deleted rows', async () => {
    const tiffany = await database.db.execute<{ id: number; set_id: number }>(
      sql`select series_id id, set_id from series where name = 'Tiffany'`,
    );
    await database.db.execute(sql`delete from series where series_id = ${tiffany.rows[0]!.id}`);
    await refreshSearchDocuments(database.db, { setIds: [tiffany.rows[0]!.set_id] });
    expect(await titles('tiffany')).toEqual([]);
    const left = await database.db.execute<{ n: number }>(sql`select count(*)::int n from search_cards sc
      where not exists (select 1 from cards c where c.card_id = sc.card_id)`);
    expect(left.rows[0]!.n).toBe(0);
  });

  it("ranks a card of its set's base series before inserts, inserts before parallels", async () => {
    const ranks = await database.db.execute<{ series: string; rank: number }>(sql`
      select distinct s.name series, sc.series_rank rank from search_cards sc
      join cards c on c.card_id = sc.card_id join series s on s.series_id = c.series_id
      join sets st on st.set_id = s.set_id where st.year = 2020 and st.name = 'Topps'`);
    const rankOf = Object.fromEntries(ranks.rows.map((r) => [r.series, r.rank]));
    expect(rankOf).toEqual({ Topps: 2, 'Major League Material': 1, Gold: 0 });
  });

  it('rebuilds documents written by another version once, on start', async () => {
    const expected = await titles('trout');
    await database.db.execute(sql`insert into search_index_state (id, version) values (1, 0)
      on conflict (id) do update set version = 0`);
    await database.db.execute(sql`truncate search_documents, search_cards`);
    expect(await rebuildOutdatedSearchDocuments(database.db)).toBe(true);
    expect(await titles('trout')).toEqual(expected);
    expect(await rebuildOutdatedSearchDocuments(database.db)).toBe(false);
    const state = await database.db.execute<{ version: number }>(sql`select version from search_index_state`);
    expect(state.rows).toEqual([{ version: SEARCH_DOCUMENTS_VERSION }]);
  });

  it('rebuilds everything from scratch', async () => {
    const expected = await titles('trout');
    await database.db.execute(sql`truncate search_documents, search_cards, search_words`);
    expect(await titles('trout')).toEqual([]);
    await refreshSearchDocuments(database.db, 'all');
    expect(await titles('trout')).toEqual(expected);
    expect(await documentCount('series')).toBeGreaterThan(0);
  });
});
