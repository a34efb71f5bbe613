import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userCards } from '@/db/schema';
import { createCollector } from '@/test/collection-factory';
import { cat, setUpCollectionApp, t } from '@/test/collection-app';

setUpCollectionApp();

const rowsOf = (userId: number) => t.database.db.select().from(userCards).where(eq(userCards.userId, userId));

describe('POST /api/user/cards with an idempotency key (adds queued offline)', () => {
  it('answers the entry it saved the first time when the same add is sent again', async () => {
    const collector = await createCollector(t);
    const key = randomUUID();
    const body = {
      card_id: cat.card['Base/2'],
      random_code: 'SHOW',
      notes: 'bought at the show',
      idempotency_key: key,
    };
    const first = await collector.call('POST', '/api/user/cards', body);
    expect(first.statusCode).toBe(201);
    // the replay carries the same chosen code: without the key it would be refused as a duplicate code (409)
    const replay = await collector.call('POST', '/api/user/cards', body);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().user_card_id).toBe(first.json().user_card_id);
    expect(replay.json().card.notes).toBe('bought at the show');
    const rows = await rowsOf(collector.user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clientKey).toBe(key);
    const counts = await collector.call(
      'GET',
      `/api/user/collection/owned-counts?card_id=${cat.card['Base/2']}`,
    );
    expect(counts.json().counts).toEqual({ [String(cat.card['Base/2'])]: 1 });
  });

  it('saves once when replays of one add arrive at the same time, and adds again under a new key', async () => {
    const collector = await createCollector(t);
    const key = randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        collector.call('POST', '/api/user/cards', { card_id: cat.card['Base/10'], idempotency_key: key }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(responses.map((response) => response.json().user_card_id)).size).toBe(1);
    expect(await rowsOf(collector.user.userId)).toHaveLength(1);
    const another = await collector.call('POST', '/api/user/cards', {
      card_id: cat.card['Base/10'],
      idempotency_key: randomUUID(),
    });
    expect(another.statusCode).toBe(201);
    expect(await rowsOf(collector.user.userId)).toHaveLength(2);
  });

  it("keeps keys per collector: another collector's add with the same key is their own entry", async () => {
    const [alice, bob] = [await createCollector(t), await createCollector(t)];
    const key = randomUUID();
    const body = { card_id: cat.card['Base/2'], idempotency_key: key };
    const mine = await alice.call('POST', '/api/user/cards', body);
    const theirs = await bob.call('POST', '/api/user/cards', body);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().user_card_id).not.toBe(mine.json().user_card_id);
    expect(await rowsOf(bob.user.userId)).toHaveLength(1);
  });

  it('refuses a key that is not a UUID with 400, writing nothing', async () => {
    const collector = await createCollector(t);
    const response = await collector.call('POST', '/api/user/cards', {
      card_id: cat.card['Base/2'],
      idempotency_key: 'again',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('idempotency_key must be a UUID');
    expect(await rowsOf(collector.user.userId)).toHaveLength(0);
  });
});
