import 'fake-indexeddb/auto';
import { createStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { newIdempotencyKey } from './idempotency-key';
import { createPendingAdds, type PendingAdd } from './pending-adds';
import { sendPendingAdds, syncPendingAdds, type SendAdd } from './send-pending-adds';

let stores = 0;
/** A queue over its own IndexedDB database, and a second handle on it as a reloaded page would open. */
function queuePair() {
  const name = `pending-test-${(stores += 1)}`;
  return [
    createPendingAdds(createStore(name, 'adds')),
    createPendingAdds(createStore(name, 'adds')),
  ] as const;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function entry(userId: number, cardId: number, queuedAt: number): PendingAdd {
  const key = newIdempotencyKey();
  return {
    key,
    userId,
    queuedAt,
    body: { card_id: cardId, notes: `copy ${queuedAt}`, idempotency_key: key },
    card: { card_id: cardId, card_number: `US${cardId}`, players: 'Aaron Judge' },
  };
}

/** A server that records what it was sent and answers as told for each card id. */
function fakeServer(answers: Record<number, () => Promise<unknown>> = {}) {
  const sent: PendingAdd['body'][] = [];
  const send: SendAdd = async (body) => {
    sent.push(body);
    return (answers[Number(body.card_id)] ?? (() => Promise.resolve({ success: true })))();
  };
  return { sent, send };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const refused = (status: number, message: string) => () =>
  Promise.reject(new ApiError(status, undefined, message, { message }));

describe('the queue of adds made offline', () => {
  it('keeps them in IndexedDB across a reload, oldest first, apart per account', async () => {
    const [queue, reloaded] = queuePair();
    const seen: number[] = [];
    queue.subscribe(() => seen.push(queue.snapshot().length));
    await queue.add(entry(1, 20, 300));
    await queue.add(entry(1, 10, 100));
    await queue.add(entry(2, 30, 200));
    expect(seen).toEqual([1, 2, 3]);

    expect(reloaded.snapshot()).toEqual([]);
    await reloaded.refresh();
    expect(reloaded.of(1).map((add) => add.body.card_id)).toEqual([10, 20]);
    expect(reloaded.of(2).map((add) => add.body.card_id)).toEqual([30]);
    expect(reloaded.of(undefined)).toEqual([]);
  });

  it('sends the account’s adds oldest first and empties the queue of what the server saved', async () => {
    const [queue] = queuePair();
    await queue.add(entry(1, 20, 2));
    await queue.add(entry(1, 10, 1));
    await queue.add(entry(2, 30, 3));
    const server = fakeServer();
    const result = await sendPendingAdds(queue, 1, server.send);
    expect(server.sent.map((body) => body.card_id)).toEqual([10, 20]);
    expect(result.saved.map((add) => add.body.card_id)).toEqual([10, 20]);
    expect(queue.of(1)).toEqual([]);
    // another account's adds wait for that account
    expect(queue.of(2)).toHaveLength(1);
  });

  it('stops at a failed connection or a server error and keeps the rest for the next run', async () => {
    const [queue] = queuePair();
    await queue.add(entry(1, 10, 1));
    await queue.add(entry(1, 20, 2));
    await queue.add(entry(1, 30, 3));
    const first = fakeServer({ 20: offline });
    expect((await sendPendingAdds(queue, 1, first.send)).saved).toHaveLength(1);
    expect(first.sent.map((body) => body.card_id)).toEqual([10, 20]);
    expect(queue.of(1).map((add) => add.body.card_id)).toEqual([20, 30]);

    const second = fakeServer({ 20: refused(503, 'busy') });
    await sendPendingAdds(queue, 1, second.send);
    expect(queue.of(1).map((add) => add.body.card_id)).toEqual([20, 30]);
    // a lost session is no reason to drop the add: it goes when the account signs in again
    const third = fakeServer({ 20: refused(401, 'Unauthorized') });
    await sendPendingAdds(queue, 1, third.send);
    expect(queue.of(1)).toHaveLength(2);
  });

  it('resends an add whose answer was lost under the same idempotency key', async () => {
    const [queue] = queuePair();
    const add = entry(1, 10, 1);
    await queue.add(add);
    await sendPendingAdds(queue, 1, fakeServer({ 10: offline }).send);
    const server = fakeServer();
    await sendPendingAdds(queue, 1, server.send);
    expect(server.sent).toEqual([add.body]);
    expect(server.sent[0]!.idempotency_key).toMatch(UUID);
  });

  it('drops an add the server refuses for good, with its message, and goes on with the next', async () => {
    const [queue] = queuePair();
    await queue.add(entry(1, 10, 1));
    await queue.add(entry(1, 20, 2));
    const server = fakeServer({ 10: refused(404, 'Location not found') });
    const result = await sendPendingAdds(queue, 1, server.send);
    expect(result.refused.map(({ entry: add, message }) => [add.body.card_id, message])).toEqual([
      [10, 'Location not found'],
    ]);
    expect(result.saved.map((add) => add.body.card_id)).toEqual([20]);
    expect(queue.of(1)).toEqual([]);
  });

  it('runs one sync at a time, so two triggers at once send each add once', async () => {
    const [queue] = queuePair();
    await queue.add(entry(1, 10, 1));
    const sent: number[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      sent.push((JSON.parse(String(init.body)) as { card_id: number }).card_id);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response(JSON.stringify({ success: true }), { status: 201 });
    }) as typeof fetch;
    try {
      const [a, b] = await Promise.all([syncPendingAdds(queue, 1), syncPendingAdds(queue, 1)]);
      expect(a).toBe(b);
      expect(sent).toEqual([10]);
      expect(queue.of(1)).toEqual([]);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('idempotency keys', () => {
  it('are version-4 UUIDs, also where crypto.randomUUID is missing (plain-HTTP LAN installs)', () => {
    expect(newIdempotencyKey()).toMatch(UUID);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
