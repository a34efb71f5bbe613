import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCollectionCatalogue, type CollectionCatalogue } from './collection-factory';
import { authHeader, createSiblingApp, createTestApp, type TestApp } from './test-app';

/**
 * Kept answers and caches live in each server's memory, keyed on fingerprints read from the database: an edit
 * made through one server must show on the other's next read. Two servers on one PostgreSQL, each with its own
 * connections and caches; the embedded database belongs to one process, so there is no other server to ask.
 */
const cluster = Boolean(process.env.DATABASE_URL);
let one: TestApp;
let two: TestApp;
let catalogue: CollectionCatalogue;
let admin: Record<string, string>;
let collector: Record<string, string>;
let judgeId: number;

beforeAll(async () => {
  if (!cluster) return;
  one = await createTestApp();
  catalogue = await createCollectionCatalogue(one.database);
  two = await createSiblingApp(one);
  admin = (await authHeader(one, 'data_admin')).headers;
  collector = (await authHeader(one)).headers;
  const found = await one.database.db.execute<{ player_id: number }>(
    sql`select player_id from players where last_name = 'Judge'`,
  );
  judgeId = found.rows[0]!.player_id;
});
afterAll(async () => {
  await two?.close();
  await one?.close();
});

const get = async (server: TestApp, url: string, headers: Record<string, string> = {}) => {
  const response = await server.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  return response.json<Record<string, unknown>>();
};
/** the player's address now (an edited name may give the player a new one) */
const judgeSlug = async () =>
  (
    await one.database.db.execute<{ slug: string }>(
      sql`select slug from players where player_id = ${judgeId}`,
    )
  ).rows[0]!.slug;
/** what a visitor or the collector sees through a server: catalogue lists, a player page, search, a collection */
const views = async (server: TestApp) => ({
  list: JSON.stringify(await get(server, '/api/players-list?search=judge&limit=5')),
  page: JSON.stringify(await get(server, `/api/players/by-slug/${await judgeSlug()}`)),
  search: JSON.stringify(await get(server, '/api/search/universal?q=judge')),
  collection: (await get(server, '/api/user/collection/cards?limit=50', collector)) as {
    cards?: unknown[];
    pagination?: { total: number };
  },
  stats: JSON.stringify(await get(server, '/api/user/collection/stats', collector)),
});

describe.skipIf(!cluster)('reads through another server after an edit (two servers, one PostgreSQL)', () => {
  it('show a catalogue edit and a collection change made through the other server at once', async () => {
    await views(two);
    const before = await views(two);
    expect(before.list).toContain('"first_name":"Aaron"');
    expect(before.page).toContain('"first_name":"Aaron"');
    expect(before.search).toContain('Aaron Judge');
    expect(before.stats).toContain('"total_cards":0');

    const edit = await one.app.inject({
      method: 'PUT',
      url: `/api/admin/players/${judgeId}`,
      headers: admin,
      payload: { first_name: 'Aron', is_hof: true },
    });
    expect(edit.statusCode).toBe(200);
    const add = await one.app.inject({
      method: 'POST',
      url: '/api/user/cards',
      headers: collector,
      payload: { card_id: catalogue.card['Base/1'] },
    });
    expect(add.statusCode).toBe(201);

    const after = await views(two);
    expect(after.list).toContain('"first_name":"Aron"');
    expect(after.list).not.toContain('"first_name":"Aaron"');
    expect(after.page).toContain('"first_name":"Aron"');
    expect(after.page).toContain('"is_hof":true');
    expect(after.search).toContain('Aron Judge');
    expect(after.stats).toContain('"total_cards":1');
    expect(JSON.stringify(after.collection)).toContain(`"card_id":${catalogue.card['Base/1']}`);
  });
});
