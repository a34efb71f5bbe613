import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Notification } from '@cardbinder/shared';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, createUser, type TestApp } from '@/test/test-app';
import { notify } from './notify';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const get = (url: string, headers?: Headers) => t.app.inject({ method: 'GET', url, headers });
const list = async (headers: Headers) =>
  (await get('/api/notifications', headers)).json<{
    notifications: Notification[];
    counts: { all: number; unread: number; read: number };
  }>();
const unread = async (headers: Headers) =>
  (await get('/api/notifications/unread-count', headers)).json<{ count: number }>().count;
const comment = (type: string, id: number, text: string, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/comments/${type}/${id}`,
    headers,
    payload: { comment_text: text },
  });

async function seed(userId: number, n: number, isRead = false) {
  await t.database.db.execute(sql`
    insert into notifications (user_id, notification_type, title, message, is_read)
    select ${userId}, 'system', 'Notice ' || g, 'Message ' || g, ${isRead} from generate_series(1, ${n}) g`);
}

describe('access', () => {
  it('answers 401 to every call without a session', async () => {
    const calls = [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/unread-count'],
      ['PUT', '/api/notifications/1/read'],
      ['PUT', '/api/notifications/mark-all-read'],
      ['DELETE', '/api/notifications/1'],
      ['DELETE', '/api/notifications/clear-read'],
      ['POST', '/api/notifications/bulk'],
      ['GET', '/api/notifications/settings'],
      ['PUT', '/api/notifications/settings'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const owner = await authHeader(t);
    const other = await authHeader(t);
    await seed(owner.user.userId, 1);
    const [mine] = (await list(owner.headers)).notifications;
    const id = mine!.notification_id;
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${id}/read`,
      headers: other.headers,
    });
    expect(read.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/notifications/${id}`,
      headers: other.headers,
    });
    expect(del.statusCode).toBe(404);
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/bulk',
      headers: other.headers,
      payload: { action: 'delete', ids: [id] },
    });
    expect(bulk.statusCode).toBe(404);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/mark-all-read', headers: other.headers });
    await t.app.inject({ method: 'DELETE', url: '/api/notifications/clear-read', headers: other.headers });
    expect((await list(owner.headers)).notifications).toEqual([mine]);
  });

  it('rejects bad ids and an empty selection with 400', async () => {
    const { headers } = await authHeader(t);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/notifications/abc/read', headers })).statusCode,
    ).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/bulk',
      headers,
      payload: { action: 'read', ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('No notifications selected');
  });
});

describe('reading and tidying', () => {
  it('counts, marks read one, all and in bulk, deletes one, in bulk and the read ones', async () => {
    const { user, headers } = await authHeader(t);
    await seed(user.userId, 4);
    await seed(user.userId, 1, true);
    let page = await list(headers);
    expect(page.counts).toEqual({ all: 5, unread: 4, read: 1 });
    expect(await unread(headers)).toBe(4);
    const [a, b, c, d] = page.notifications.filter((n) => !n.is_read).map((n) => n.notification_id);

    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/notifications/${a}/read`, headers })).statusCode,
    ).toBe(200);
    const bulkRead = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/bulk',
      headers,
      payload: { action: 'read', ids: [b, b] },
    });
    expect(bulkRead.json()).toMatchObject({ affected: 1, message: 'Selected notifications marked as read' });
    expect(await unread(headers)).toBe(2);

    const bulkDelete = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/bulk',
      headers,
      payload: { action: 'delete', ids: [c] },
    });
    expect(bulkDelete.json()).toMatchObject({ affected: 1, message: 'Selected notifications deleted' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/notifications/${d}`, headers })).statusCode,
    ).toBe(200);
    page = await list(headers);
    expect(page.counts).toEqual({ all: 3, unread: 0, read: 3 });

    await seed(user.userId, 2);
    const all = await t.app.inject({ method: 'PUT', url: '/api/notifications/mark-all-read', headers });
    expect(all.json()).toMatchObject({ message: 'All notifications marked as read' });
    expect(await unread(headers)).toBe(0);
    await seed(user.userId, 1);
    const clear = await t.app.inject({ method: 'DELETE', url: '/api/notifications/clear-read', headers });
    expect(clear.json()).toMatchObject({ message: 'Read notifications cleared' });
    expect((await list(headers)).counts).toEqual({ all: 1, unread: 1, read: 0 });
  });

  it('lists at most the limit asked (100 by default), newest first', async () => {
    const { user, headers } = await authHeader(t);
    await seed(user.userId, 105);
    const page = await list(headers);
    expect(page.notifications).toHaveLength(100);
    expect(page.counts.all).toBe(105);
    const ids = page.notifications.map((n) => n.notification_id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect((await get('/api/notifications?limit=101', headers)).statusCode).toBe(400);
  });
});

describe('comment notifications', () => {
  it('tells earlier commenters and owners of the card once per thread per hour, never the author', async () => {
    const card = await cardId(t.database, catalogue.series['Base']!, '1');
    const owner = await authHeader(t);
    const earlier = await authHeader(t);
    const author = await authHeader(t);
    await addUserCard(t.database, owner.user.userId, card);
    expect((await comment('card', card, 'First look', earlier.headers)).statusCode).toBe(201);
    expect(await unread(owner.headers)).toBe(1);
    expect(await unread(earlier.headers)).toBe(0);

    expect((await comment('card', card, 'Great card!', author.headers)).statusCode).toBe(201);
    expect((await comment('card', card, 'Really great', author.headers)).statusCode).toBe(201);
    expect(await unread(author.headers)).toBe(0);
    expect(await unread(earlier.headers)).toBe(1);
    expect(await unread(owner.headers)).toBe(1);
    const [note] = (await list(earlier.headers)).notifications;
    expect(note).toMatchObject({ notification_type: 'comment', item_type: 'card', item_id: card });
    expect(note!.message).toContain('Great card!');
    expect(note!.link).toMatch(new RegExp(`^/sets/${catalogue.year}/${catalogue.setSlug}/`));
  });

  it('links series and set threads and honours a kind turned off', async () => {
    const seriesId = catalogue.series['Gold']!;
    const first = await authHeader(t);
    const quiet = await authHeader(t);
    const author = await authHeader(t);
    await comment('series', seriesId, 'Gold!', first.headers);
    await comment('series', seriesId, 'Shiny', quiet.headers);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: quiet.headers,
      payload: { comment: false, achievement: true, collection: true, system: true },
    });
    expect(off.json()).toMatchObject({ settings: { comment: false, system: true } });
    await comment('series', seriesId, 'Agreed', author.headers);
    expect((await list(first.headers)).notifications.map((n) => n.link)).toContain(
      `/series/${catalogue.seriesSlugs['Gold']}`,
    );
    expect((await list(quiet.headers)).notifications.filter((n) => n.message.includes('Agreed'))).toEqual([]);
    expect((await get('/api/notifications/settings', quiet.headers)).json()).toMatchObject({
      settings: { comment: false, achievement: true },
    });

    await comment('set', catalogue.setId, 'Nice set', first.headers);
    await comment('set', catalogue.setId, 'Indeed', author.headers);
    expect((await list(first.headers)).notifications[0]!.link).toBe(
      `/sets/${catalogue.year}/${catalogue.setSlug}`,
    );
  });

  it('writes nothing when the comment fails', async () => {
    const first = await authHeader(t);
    await comment('set', catalogue.setId, 'Hello', first.headers);
    const before = await unread(first.headers);
    const author = await authHeader(t);
    expect((await comment('set', catalogue.setId, '', author.headers)).statusCode).toBe(400);
    expect(await unread(first.headers)).toBe(before);
  });
});

describe('account notifications and notify()', () => {
  it('tells a user of a sign-in from a new browser, not the first nor a known one', async () => {
    const user = await createUser(t.database);
    const login = (ua: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'user-agent': ua },
        payload: { email: user.email, password: 'Sup3r$ecret' },
      });
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64) Gecko/20100101 Firefox/120.0';
    const token = (await login(firefox)).json<{ token: string }>().token;
    await login(firefox);
    const headers = { authorization: `Bearer ${token}` };
    expect(await unread(headers)).toBe(0);
    await login('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120.0 Safari/537.36');
    const [note] = (await list(headers)).notifications;
    expect(note).toMatchObject({
      notification_type: 'system',
      title: 'New sign-in to your account',
      link: null,
    });
    expect(note!.message).toContain('Chrome on Windows');
  });

  it('notify() inserts inside the caller transaction and is rolled back with it', async () => {
    const { user, headers } = await authHeader(t);
    await t.database.db
      .transaction(async (tx) => {
        await notify(tx, user.userId, 'collection', null, 'Added', 'Cards were added');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await unread(headers)).toBe(0);
    expect(await notify(t.database.db, user.userId, 'collection', null, 'Added', 'Cards were added')).toBe(
      true,
    );
    expect((await list(headers)).notifications[0]).toMatchObject({ link: '/collection', title: 'Added' });
  });
});
