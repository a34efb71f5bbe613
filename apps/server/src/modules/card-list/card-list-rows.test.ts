import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card, UserCard } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { buildCardListRows } from './card-list-rows';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let admin: Awaited<ReturnType<typeof authHeader>>;
let collector: Awaited<ReturnType<typeof authHeader>>;
let troutCard: number;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  admin = await authHeader(t, 'admin');
  collector = await authHeader(t);
  troutCard = await cardId(t.database, catalogue.series['Base']!, '1');
  await addUserCard(t.database, collector.user.userId, troutCard);
});
afterAll(() => t.close());

const storedCount = async () =>
  Number((await t.database.pool.query('select count(*) as n from card_list_rows')).rows[0].n);

async function seriesCard(cardNumber: string): Promise<Card> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/cards?series_id=${catalogue.series['Base']}`,
  });
  return response.json<{ cards: Card[] }>().cards.find((card) => card.card_number === cardNumber)!;
}

async function collectionEntry(): Promise<UserCard> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/user/collection/cards',
    headers: collector.headers,
  });
  return response.json<{ cards: UserCard[] }>().cards.find((card) => card.card_id === troutCard)!;
}

describe('stored card list rows', () => {
  it('are written on the first list and read back unchanged by the next', async () => {
    expect(await storedCount()).toBe(0);
    const first = await seriesCard('1');
    expect(await storedCount()).toBeGreaterThanOrEqual(8);
    expect(await seriesCard('1')).toEqual(first);
    expect(first).toMatchObject({ player_names: 'Mike Trout', series_name: 'Base' });
  });

  it('follow a player rename through the admin edit, in card tables and collections', async () => {
    await collectionEntry();
    const trout = catalogue.players['mike-trout']!;
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/players/${trout}`,
      headers: admin.headers,
      payload: { first_name: 'Michael', last_name: 'Trout' },
    });
    expect(edit.statusCode).toBe(200);
    expect(await seriesCard('1')).toMatchObject({
      player_names: 'Michael Trout',
      player_slug: 'michael-trout',
    });
    expect((await collectionEntry()).card_player_teams[0]?.player).toMatchObject({
      first_name: 'Michael',
      slug: 'michael-trout',
    });
  });

  it('follow team colours, series and set names, colours and card fields changed by any writer', async () => {
    const angels = catalogue.teams['los-angeles-angels']!;
    await t.database.pool.query(`update teams set primary_color = '#123456' where team_id = $1`, [angels]);
    expect((await collectionEntry()).card_player_teams[0]?.team?.primary_color).toBe('#123456');

    await t.database.pool.query(`update series set name = 'Base Set' where series_id = $1`, [
      catalogue.series['Base'],
    ]);
    expect((await seriesCard('1')).series_name).toBe('Base Set');
    expect((await collectionEntry()).series_rel.name).toBe('Base Set');

    await t.database.pool.query(`update sets set name = 'Topps Series Uno' where set_id = $1`, [
      catalogue.setId,
    ]);
    expect((await collectionEntry()).set_name).toBe('Topps Series Uno');

    await t.database.pool.query(`update cards set is_rookie = true where card_id = $1`, [troutCard]);
    expect((await seriesCard('1')).is_rookie).toBe(true);
    expect((await collectionEntry()).is_rookie).toBe(true);

    await t.database.pool.query(`delete from card_player_teams where card_id = $1`, [troutCard]);
    expect((await seriesCard('1')).card_player_teams).toEqual([]);
  });

  it('keep a finished table only while its cards and their order are unchanged', async () => {
    const base = catalogue.series['Base']!;
    const numbers = async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/cards?series_id=${base}` });
      return response.json<{ cards: Card[] }>().cards.map((card) => card.card_number);
    };
    const before = await numbers();
    expect(await numbers()).toEqual(before);
    await t.database.pool.query(
      `insert into cards (series_id, card_number, slug, sort_order)
      values ($1, '99', '99-new-card', 99)`,
      [base],
    );
    expect(await numbers()).toEqual([...before, '99']);
    await t.database.pool.query(
      `update cards set sort_order = 0 where series_id = $1 and card_number = '99'`,
      [base],
    );
    expect(await numbers()).toEqual(['99', ...before]);
    await t.database.pool.query(`delete from cards where series_id = $1 and card_number = '99'`, [base]);
    expect(await numbers()).toEqual(before);
  });

  it('are not stored while a catalogue change is still open (PostgreSQL: sessions run side by side)', async () => {
    if (t.database.mode !== 'postgres') return;
    const writer = await t.database.pool.connect();
    try {
      await writer.query('begin');
      await writer.query(`update players set last_name = 'Pending' where player_id = $1`, [
        catalogue.players['shohei-ohtani'],
      ]);
      const ohtaniCard = await cardId(t.database, catalogue.series['Base']!, '3');
      const built = await buildCardListRows(t.database.db, [ohtaniCard]);
      expect(built.stored).toBe(false);
      await writer.query('commit');
      expect((await seriesCard('3')).player_names).toBe('Shohei Pending');
    } finally {
      writer.release();
    }
  });

  it('never keep a table built while another change was open, even one that commits out of order', async () => {
    if (t.database.mode !== 'postgres') return;
    const first = await t.database.pool.connect();
    try {
      // the first change takes its generation, the second (a later one) commits before it
      await first.query('begin');
      await first.query(`update cards set notes = 'first' where card_id = $1`, [troutCard]);
      await t.database.pool.query(
        `update cards set notes = 'second' where series_id = $1 and card_number = '3'`,
        [catalogue.series['Base']],
      );
      expect((await seriesCard('3')).notes).toBe('second');
      expect((await seriesCard('1')).notes).not.toBe('first');
      await first.query('commit');
      expect((await seriesCard('1')).notes).toBe('first');
    } finally {
      first.release();
    }
  });

  it('keep a collection list and its summaries only while the collection is unchanged, whoever writes', async () => {
    const stats = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/user/collection/stats',
        headers: collector.headers,
      });
      return response.json<{ stats: { total_value: number } }>().stats.total_value;
    };
    await t.database.pool.query(`update user_cards set estimated_value = 10 where user_id = $1`, [
      collector.user.userId,
    ]);
    const before = await stats();
    expect(await stats()).toBe(before);
    await t.database.pool.query(
      `update user_cards set estimated_value = estimated_value + 5 where user_id = $1`,
      [collector.user.userId],
    );
    expect(await stats()).toBe(before + 5);
    await t.database.pool.query(`insert into user_locations (user_id, location) values ($1, 'Shoebox')`, [
      collector.user.userId,
    ]);
    await t.database.pool.query(
      `update user_cards set user_location = (select user_location_id from user_locations where location = 'Shoebox')
       where user_id = $1`,
      [collector.user.userId],
    );
    expect((await collectionEntry()).location_name).toBe('Shoebox');
    await t.database.pool.query(`update user_locations set location = 'Binder' where location = 'Shoebox'`);
    expect((await collectionEntry()).location_name).toBe('Binder');
  });
});
