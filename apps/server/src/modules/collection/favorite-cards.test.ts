import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { COLLECTION_MESSAGES, FAVORITE_SLOTS } from '@cardbinder/shared';
import { userCards, userFavoriteCards } from '@/db/schema';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t, type Collector } from '@/test/collection-app';

setUpCollectionApp();

async function addCards(collector: Collector, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await collector.call('POST', '/api/user/cards', { card_id: cat.card['Gold/2'] });
    ids.push(response.json().card.user_card_id as number);
  }
  return ids;
}

const star = (collector: Collector, userCardId: number, on = true) =>
  collector.call('PUT', `/api/user/cards/${userCardId}`, { is_special: on });

async function slotsOf(userId: number) {
  return t.database.db
    .select({ userCardId: userFavoriteCards.userCardId, slot: userFavoriteCards.sortOrder })
    .from(userFavoriteCards)
    .where(eq(userFavoriteCards.userId, userId))
    .orderBy(asc(userFavoriteCards.sortOrder));
}

async function starredOf(userId: number): Promise<number[]> {
  const rows = await t.database.db
    .select({ id: userCards.userCardId })
    .from(userCards)
    .where(and(eq(userCards.userId, userId), eq(userCards.isSpecial, true)));
  return rows.map((row) => row.id);
}

describe('favorite cards: the star fills the five profile slots', () => {
  it('stars five cards into slots 1..5 and refuses a sixth without changing anything', async () => {
    const collector = await createCollector(t);
    const ids = await addCards(collector, FAVORITE_SLOTS + 1);
    for (const id of ids.slice(0, FAVORITE_SLOTS)) {
      const response = await star(collector, id);
      expect(response.statusCode).toBe(200);
      expect(response.json().card.is_special).toBe(true);
    }
    const sixth = await star(collector, ids[FAVORITE_SLOTS]!);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe(COLLECTION_MESSAGES.favoritesFull);
    expect((await slotsOf(collector.user.userId)).map((s) => s.slot)).toEqual([1, 2, 3, 4, 5]);
    expect((await starredOf(collector.user.userId)).sort()).toEqual(ids.slice(0, FAVORITE_SLOTS).sort());
  });

  it('frees a slot when a card is unstarred or deleted, and the next star takes the lowest free one', async () => {
    const collector = await createCollector(t);
    const ids = await addCards(collector, FAVORITE_SLOTS + 2);
    for (const id of ids.slice(0, FAVORITE_SLOTS)) await star(collector, id);
    expect((await star(collector, ids[1]!, false)).json().card.is_special).toBe(false);
    expect((await collector.call('DELETE', `/api/user/cards/${ids[3]}`)).statusCode).toBe(200);
    expect((await star(collector, ids[5]!)).statusCode).toBe(200);
    expect((await star(collector, ids[6]!)).statusCode).toBe(200);
    const slots = await slotsOf(collector.user.userId);
    expect(slots.find((s) => s.userCardId === ids[5])!.slot).toBe(2);
    expect(slots.find((s) => s.userCardId === ids[6])!.slot).toBe(4);
    // starring a favourite again changes nothing
    expect((await star(collector, ids[0]!)).statusCode).toBe(200);
    expect(await slotsOf(collector.user.userId)).toEqual(slots);
  });

  it('gives exactly five stars to eight cards starred at once', async () => {
    const collector = await createCollector(t);
    const ids = await addCards(collector, 8);
    const answers = await Promise.all(ids.map((id) => star(collector, id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 400, 400, 400]);
    expect((await slotsOf(collector.user.userId)).map((s) => s.slot)).toEqual([1, 2, 3, 4, 5]);
    expect(await starredOf(collector.user.userId)).toHaveLength(FAVORITE_SLOTS);
  });
});
