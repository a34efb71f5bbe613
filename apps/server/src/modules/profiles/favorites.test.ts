import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FavoriteCandidate, FavoriteCard } from '@cardbinder/shared';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Who = Awaited<ReturnType<typeof authHeader>>;
const add = (headers: Headers, userCardId: number, sortOrder: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/profile/favorite-cards',
    headers,
    payload: { user_card_id: userCardId, sort_order: sortOrder },
  });
const favorites = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile/favorite-cards', headers })).json<{
    favorite_cards: FavoriteCard[];
  }>().favorite_cards;

async function collector(copies = 6): Promise<Who & { entries: number[] }> {
  const who = await authHeader(t);
  const base = catalogue.series['Base']!;
  for (let n = 1; n <= copies; n += 1)
    await addUserCard(t.database, who.user.userId, await cardId(t.database, base, String(((n - 1) % 3) + 1)));
  const rows = await t.database.db.execute<{ user_card_id: number }>(
    sql`select user_card_id from user_cards where user_id = ${who.user.userId} order by user_card_id`,
  );
  return { ...who, entries: rows.rows.map((row) => row.user_card_id) };
}

describe('favorite slots', () => {
  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/profile/favorite-cards' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile/favorite-cards/1' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/collection-cards' })).statusCode).toBe(
      401,
    );
  });

  it('fills chosen slots once each, an entry once, and mirrors the star', async () => {
    const me = await collector();
    const placed = await add(me.headers, me.entries[0]!, 3);
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ message: 'Card added to favorites!' });
    expect((await add(me.headers, me.entries[1]!, 3)).json()).toMatchObject({
      message: 'That favorite slot already holds a card',
    });
    expect((await add(me.headers, me.entries[0]!, 4)).statusCode).toBe(409);
    for (const bad of [0, 6, 2.5, 'x'])
      expect((await add(me.headers, me.entries[1]!, bad)).statusCode).toBe(400);
    const star = await t.database.db.execute<{ is_special: boolean }>(
      sql`select is_special from user_cards where user_card_id = ${me.entries[0]!}`,
    );
    expect(star.rows[0]!.is_special).toBe(true);
    // the star takes the lowest free slot beside the chosen ones
    await t.app.inject({
      method: 'PUT',
      url: `/api/user/cards/${me.entries[1]!}`,
      headers: me.headers,
      payload: { is_special: true },
    });
    expect((await favorites(me.headers)).map((f) => [f.sort_order, f.user_card_id])).toEqual([
      [1, me.entries[1]],
      [3, me.entries[0]],
    ]);
  });

  it("refuses another user's entry and favourite with 404 and changes nothing", async () => {
    const me = await collector(1);
    const other = await collector(1);
    const stolen = await add(me.headers, other.entries[0]!, 1);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ message: 'Card not found in your collection' });
    const theirs = (await add(other.headers, other.entries[0]!, 2)).json<{ favorite_cards: FavoriteCard[] }>()
      .favorite_cards[0]!;
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/favorite-cards/${theirs.favorite_id}`,
      headers: me.headers,
    });
    expect(removal.statusCode).toBe(404);
    expect(await favorites(other.headers)).toHaveLength(1);
    expect(await favorites(me.headers)).toHaveLength(0);
  });

  it('removes a favourite, and a favourite goes when its entry is deleted', async () => {
    const me = await collector(2);
    const [first] = (await add(me.headers, me.entries[0]!, 1)).json<{ favorite_cards: FavoriteCard[] }>()
      .favorite_cards;
    await add(me.headers, me.entries[1]!, 2);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/profile/favorite-cards/${first!.favorite_id}`,
      headers: me.headers,
    });
    expect(removed.json()).toMatchObject({ message: 'Card removed from favorites' });
    await t.app.inject({ method: 'DELETE', url: `/api/user/cards/${me.entries[1]!}`, headers: me.headers });
    expect(await favorites(me.headers)).toEqual([]);
  });
});

describe('collection-cards', () => {
  it('pages the caller’s entries by 50 with has_more and searches every word literally', async () => {
    const me = await collector(0);
    const card = await cardId(t.database, catalogue.series['Base']!, '1');
    await addUserCard(t.database, me.user.userId, card, 52);
    const page = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/profile/collection-cards?${query}`,
          headers: me.headers,
        })
      ).json<{
        cards: FavoriteCandidate[];
        has_more: boolean;
      }>();
    const first = await page('limit=50&offset=0');
    expect(first.cards).toHaveLength(50);
    expect(first.has_more).toBe(true);
    const second = await page('limit=50&offset=50');
    expect(second).toMatchObject({ has_more: false });
    expect(second.cards).toHaveLength(2);
    const found = await page(`search=${encodeURIComponent(`${catalogue.year} base`)}`);
    expect(found.cards.length).toBe(50);
    expect((await page('search=%25')).cards).toEqual([]);
    expect((await page('search=zzz-nothing')).cards).toEqual([]);
    const other = await collector(1);
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/profile/collection-cards', headers: other.headers })
    ).json<{ cards: FavoriteCandidate[] }>().cards;
    expect(theirs.map((c) => c.user_card_id)).toEqual(other.entries);
  });
});
