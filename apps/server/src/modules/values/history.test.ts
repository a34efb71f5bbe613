import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { snapshotCollections } from './history';
import { valuesWorld, type ValuesCollector } from './values-fixtures';

let world: Awaited<ReturnType<typeof valuesWorld>>;
let ann: ValuesCollector;
let ben: ValuesCollector;

beforeAll(async () => {
  world = await valuesWorld();
  [ann, ben] = [await world.collector(), await world.collector()];
  await world.t.database.db.execute(sql`
    insert into card_values (card_id, bucket, value, source, sales_count, collector_count)
    values (${world.cat.card['Base/2']}, 'raw', 40, 'sales', 5, 3)`);
  await ann.copy('Base/1', { estimated_value: 10, purchase_price: 4 });
  await ann.copy('Base/2', { purchase_price: 30 });
  await ann.copy('Base/10');
  // an old snapshot, beyond 30 days
  await world.t.database.db.execute(sql`
    insert into collection_value_snapshots (user_id, day, cards, value, cost)
    values (${ann.user.userId}, current_date - 100, 1, 5, 4)`);
});
afterAll(() => world.t.close());

describe('value history', () => {
  it('snapshots every collector today (twice in a day is one row) and answers by range', async () => {
    await snapshotCollections(world.t.database.db);
    expect(await snapshotCollections(world.t.database.db)).toBeGreaterThanOrEqual(1);
    const recent = (await ann.call('GET', '/api/user/value-history')).json().history;
    expect(recent).toEqual([{ day: new Date().toISOString().slice(0, 10), cards: 3, value: 50, cost: 34 }]);
    const all = (await ann.call('GET', '/api/user/value-history?range=all')).json().history;
    expect(all.map((row: { cards: number }) => row.cards)).toEqual([1, 3]);
    expect((await ann.call('GET', '/api/user/value-history?range=week')).statusCode).toBe(400);
  });

  it('shows a public profile’s history to anyone, a private one only to its owner', async () => {
    const url = `/api/profile/user/${ann.user.username}/value-history?range=all`;
    expect((await world.t.app.inject({ method: 'GET', url })).json().history).toHaveLength(2);
    await world.t.database.db.execute(
      sql`update users set is_public_profile = false where user_id = ${ann.user.userId}`,
    );
    expect((await world.t.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await ben.call('GET', url)).statusCode).toBe(403);
    expect((await ann.call('GET', url)).statusCode).toBe(200);
    expect((await ben.call('GET', '/api/profile/user/nobody-here/value-history')).statusCode).toBe(404);
  });
});
