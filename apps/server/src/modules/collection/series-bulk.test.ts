import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { COLLECTION_MESSAGES, SERIES_BULK_NOTE } from '@cardbinder/shared';
import { userCards } from '@/db/schema';
import { ingestChecklist } from '@/modules/ingestion';
import { createCollector } from '@/test/collection-factory';
import { testEvents } from '@/test/test-events';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';

setUpCollectionApp();

const rowsOf = (userId: number) =>
  t.database.db
    .select()
    .from(userCards)
    .where(eq(userCards.userId, userId))
    .orderBy(asc(userCards.userCardId));

const newLocation = async (collector: Collector, name: string) =>
  (await collector.call('POST', '/api/user/locations', { location: name })).json().location
    .user_location_id as number;

describe('series bulk add and remove', () => {
  it('answers 401 without a token', async () => {
    for (const action of ['add', 'remove']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/user/collection/series/1/${action}` });
      expect(response.statusCode).toBe(401);
    }
  });

  it('adds one copy of every card with the spec note and the chosen location', async () => {
    const me = await createCollector(t);
    const box = await newLocation(me, 'Base box');
    const response = await me.call('POST', `/api/user/collection/series/${cat.series['Base']}/add`, {
      user_location: box,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ added: 6, message: 'Added 6 cards to your collection' });
    const rows = await rowsOf(me.user.userId);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((row) => row.cardId)).size).toBe(6);
    expect(rows.every((row) => row.notes === SERIES_BULK_NOTE('Base'))).toBe(true);
    expect(rows.every((row) => row.userLocation === box)).toBe(true);
    expect(rows[0]!.notes).toBe('Added via series bulk action: Base');
  });

  it('lets one collector’s bulk adds run at once without a deadlock, each whole', async () => {
    const series = ['Big A', 'Big B', 'Big C'];
    await ingestChecklist(
      t.database.db,
      {
        set: { name: 'Parallel Adds', year: 2024 },
        series: series.map((name, index) => ({
          name,
          isBase: index === 0,
          cards: Array.from({ length: 2500 }, (_, n) => ({
            cardNumber: String(n + 1),
            players: [{ firstName: 'Bulk', lastName: `Player${n + 1}` }],
          })),
        })),
      },
      testEvents,
    );
    const ids = await t.database.db.execute<{ series_id: number }>(
      sql`select series_id from series where name like 'Big %' order by name`,
    );
    const me = await createCollector(t);
    const box = await newLocation(me, 'Big box');
    // thousands of random codes drawn at once by each add used to wait on each other's (deadlock: 500)
    const answers = await Promise.all(
      ids.rows.map(({ series_id }) =>
        me.call('POST', `/api/user/collection/series/${series_id}/add`, { user_location: box }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    const rows = await rowsOf(me.user.userId);
    expect(rows).toHaveLength(7500);
    expect(new Set(rows.map((row) => row.randomCode)).size).toBe(7500);
  });

  it('removes only the oldest basic copy of each card', async () => {
    const me = await createCollector(t);
    const series = cat.series['Relics'];
    const relic = cat.card['Relics/R-AJ']!;
    const autoRelic = cat.card['Relics/RA-MB']!;
    const add = async (cardId: number, fields: object = {}) =>
      (await me.call('POST', '/api/user/cards', { card_id: cardId, ...fields })).json()
        .user_card_id as number;
    const psa = (
      await t.database.db.execute<{ id: number }>(
        sql`select grading_agency_id as id from grading_agencies where abbreviation = 'PSA'`,
      )
    ).rows[0]!.id;
    const gradedFirst = await add(relic, { grading_agency: psa, grade: '9' });
    const oldestBasic = await add(relic, { notes: 'first raw copy' });
    const newerBasic = await add(relic);
    const signed = await add(autoRelic, { aftermarket_autograph: true });
    await t.database.db.execute(
      sql`update user_cards set created = now() - interval '1 day' where user_card_id = ${oldestBasic}`,
    );

    const response = await me.call('POST', `/api/user/collection/series/${series}/remove`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ removed: 1, user_card_ids: [oldestBasic] });
    expect((await rowsOf(me.user.userId)).map((row) => row.userCardId)).toEqual([
      gradedFirst,
      newerBasic,
      signed,
    ]);

    const again = await me.call('POST', `/api/user/collection/series/${series}/remove`);
    expect(again.json().removed).toBe(1);
    const third = await me.call('POST', `/api/user/collection/series/${series}/remove`);
    expect(third.json().removed).toBe(0);
    expect((await rowsOf(me.user.userId)).map((row) => row.userCardId)).toEqual([gradedFirst, signed]);
  });

  it('never removes another user’s copies', async () => {
    const owner = await createCollector(t);
    const other = await createCollector(t);
    await owner.call('POST', `/api/user/collection/series/${cat.series['Base']}/add`, {
      user_location: await newLocation(owner, 'Shoebox'),
    });
    const response = await other.call('POST', `/api/user/collection/series/${cat.series['Base']}/remove`);
    expect(response.json().removed).toBe(0);
    expect(await rowsOf(owner.user.userId)).toHaveLength(6);
  });

  it('answers 400 without a location, writing nothing', async () => {
    const me = await createCollector(t);
    const url = `/api/user/collection/series/${cat.series['Base']}/add`;
    for (const payload of [undefined, {}, { user_location: null }, { user_location: '' }]) {
      const response = await me.call('POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(COLLECTION_MESSAGES.seriesLocationRequired);
    }
    const invalid = await me.call('POST', url, { user_location: 'abc' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(COLLECTION_MESSAGES.invalidId('location'));
    expect(await rowsOf(me.user.userId)).toHaveLength(0);
  });

  it('answers 404 for an unknown series and another user’s or an unknown location, writing nothing', async () => {
    const me = await createCollector(t);
    const mine = await newLocation(me, 'Mine');
    const unknown = await me.call('POST', '/api/user/collection/series/999999/add', { user_location: mine });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(COLLECTION_MESSAGES.seriesNotFound);
    const other = await createCollector(t);
    const theirs = await newLocation(other, 'Theirs');
    for (const location of [theirs, 999999]) {
      const refused = await me.call('POST', `/api/user/collection/series/${cat.series['Base']}/add`, {
        user_location: location,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(COLLECTION_MESSAGES.locationNotFound);
    }
    expect(await rowsOf(me.user.userId)).toHaveLength(0);
    expect(await rowsOf(other.user.userId)).toHaveLength(0);
    const badSeries = await me.call('POST', '/api/user/collection/series/x/add', { user_location: mine });
    expect(badSeries.statusCode).toBe(400);
  });
});
