import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userCardPhotos } from '@/db/schema';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t } from '@/test/collection-app';

setUpCollectionApp({ storagePrefix: 'cardbinder-photo-race-' });

const photoRows = (userCardId: number) =>
  t.database.db
    .select({ id: userCardPhotos.userCardPhotoId, sortOrder: userCardPhotos.sortOrder })
    .from(userCardPhotos)
    .where(eq(userCardPhotos.userCardId, userCardId))
    .orderBy(asc(userCardPhotos.sortOrder));

/** Photo rows straight in the database (the race is about rows and locks, not image files). */
async function givePhotos(userCardId: number, count: number): Promise<number[]> {
  const rows = await t.database.db
    .insert(userCardPhotos)
    .values(
      Array.from({ length: count }, (_, index) => ({
        userCardId,
        storageKey: `race/${userCardId}-${index}-${Math.random().toString(16).slice(2)}.png`,
        thumbnailKey: `race/${userCardId}-${index}-${Math.random().toString(16).slice(2)}-thumb.webp`,
        contentType: 'image/png',
        fileSize: 1,
        sortOrder: index + 1,
      })),
    )
    .returning({ id: userCardPhotos.userCardPhotoId });
  return rows.map((row) => row.id);
}

const shuffled = <T>(items: T[]): T[] =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ item }) => item);

describe('photo writes racing on one card', () => {
  it('never deadlock or answer 500, and always leave the photos numbered 1..n', async () => {
    const me = await createCollector(t);
    const card = (await me.call('POST', '/api/user/cards', { card_id: cat.card['Base/1'] })).json()
      .user_card_id as number;
    const statuses = new Map<number, number>();
    for (let round = 0; round < 25; round += 1) {
      const ids = await givePhotos(card, 4);
      const reorder = () =>
        me.call('PUT', `/api/user/cards/${card}/photos/reorder`, {
          photoOrders: shuffled(ids).map((photoId, index) => ({ photoId, sortOrder: index + 1 })),
        });
      const remove = (photoId: number) => me.call('DELETE', `/api/user/cards/${card}/photos/${photoId}`);
      const [first, second] = shuffled(ids);
      const answers = await Promise.all([reorder(), remove(first!), reorder(), remove(second!), reorder()]);
      for (const answer of answers)
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      const left = await photoRows(card);
      expect(left.map((row) => row.sortOrder)).toEqual(left.map((_, index) => index + 1));
      expect(left.map((row) => row.id).sort()).toEqual(
        ids.filter((id) => id !== first && id !== second).sort(),
      );
      await t.database.db.delete(userCardPhotos).where(eq(userCardPhotos.userCardId, card));
    }
    // a reorder that lost the race to a delete names a photo that is gone: 404 or 400, never 500
    expect([...statuses.keys()].every((status) => [200, 400, 404].includes(status))).toBe(true);
    expect(statuses.get(200)).toBeGreaterThanOrEqual(50);
  });
});
