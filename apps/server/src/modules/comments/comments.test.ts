import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem, Comment } from '@cardbinder/shared';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { cardId, createCatalogue } from '@/test/catalogue-factory';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let author: Awaited<ReturnType<typeof authHeader>>;
let stranger: Awaited<ReturnType<typeof authHeader>>;

beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
  author = await authHeader(t);
  stranger = await authHeader(t);
});
afterAll(() => t.close());

async function post(url: string, text: unknown, headers?: Record<string, string>) {
  return t.app.inject({ method: 'POST', url, headers, payload: { comment_text: text } });
}
async function postOk(url: string, text: string, headers = author.headers): Promise<Comment> {
  const response = await post(url, text, headers);
  expect(response.statusCode).toBe(201);
  return response.json<{ comment: Comment }>().comment;
}

describe('posting and reading', () => {
  it('stores the text as typed (HTML included) and lists newest first', async () => {
    const url = `/api/comments/set/${catalogue.setId}`;
    const html = '<script>alert("x")</script> & <b>bold</b>';
    const first = await postOk(url, 'First!');
    const second = await postOk(url, html);
    expect(second).toMatchObject({ comment_text: html, is_edited: false, comment_type: 'set' });
    expect(second.user).toMatchObject({ user_id: author.user.userId, username: author.user.username });
    const stored = await t.database.pool.query('select comment_text from comments where comment_id = $1', [
      second.comment_id,
    ]);
    expect(stored.rows[0].comment_text).toBe(html);

    const list = await t.app.inject({ method: 'GET', url });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ comments: Comment[] }>().comments.map((c) => c.comment_id)).toEqual([
      second.comment_id,
      first.comment_id,
    ]);
  });

  it('pages comments 20 at a time', async () => {
    const url = `/api/comments/series/${catalogue.series['Gold']}`;
    const chatty = await authHeader(t);
    for (let n = 1; n <= 21; n += 1) await postOk(url, `comment ${n}`, chatty.headers);
    const page1 = (await t.app.inject({ method: 'GET', url })).json<{
      comments: Comment[];
      pagination: unknown;
    }>();
    expect(page1.comments).toHaveLength(20);
    expect(page1.pagination).toEqual({ page: 1, limit: 20, total: 21, totalPages: 2 });
    const page2 = (await t.app.inject({ method: 'GET', url: `${url}?page=2` })).json<{
      comments: Comment[];
    }>();
    expect(page2.comments.map((c) => c.comment_text)).toEqual(['comment 1']);
  });

  it('validates the text: required after trimming, at most 5000 characters', async () => {
    const url = `/api/comments/set/${catalogue.setId}`;
    const blank = await post(url, '   ', author.headers);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Please enter a comment' });
    expect((await post(url, undefined, author.headers)).json()).toMatchObject({
      message: 'Please enter a comment',
    });
    const tooLong = await post(url, 'x'.repeat(5001), author.headers);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ message: 'Comments can be at most 5000 characters' });
    expect((await post(url, 'x'.repeat(5000), author.headers)).statusCode).toBe(201);
  });

  it('401s anonymous posts, 404s missing items, 400s unknown item types', async () => {
    expect((await post(`/api/comments/set/${catalogue.setId}`, 'hi')).statusCode).toBe(401);
    expect((await post('/api/comments/card/999999', 'hi', author.headers)).statusCode).toBe(404);
    expect((await post('/api/comments/player/1', 'hi', author.headers)).statusCode).toBe(400);
  });

  it('refuses muted users', async () => {
    const muted = await authHeader(t);
    await t.database.pool.query('update users set is_muted = true where user_id = $1', [muted.user.userId]);
    const response = await post(`/api/comments/set/${catalogue.setId}`, 'hi', muted.headers);
    expect(response.statusCode).toBe(403);
  });
});

describe('editing', () => {
  it('lets the author edit within 15 minutes and marks it edited', async () => {
    const comment = await postOk(`/api/comments/set/${catalogue.setId}`, 'typo');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/comments/${comment.comment_id}`,
      headers: author.headers,
      payload: { comment_text: 'fixed' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ comment: { comment_text: 'fixed', is_edited: true } });
  });

  it('refuses an edit after 15 minutes', async () => {
    const comment = await postOk(`/api/comments/set/${catalogue.setId}`, 'old');
    await t.database.pool.query(
      `update comments set created_at = now() - interval '16 minutes' where comment_id = $1`,
      [comment.comment_id],
    );
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/comments/${comment.comment_id}`,
      headers: author.headers,
      payload: { comment_text: 'too late' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'Comments can only be edited within 15 minutes of posting',
    });
    const stored = await t.database.pool.query('select comment_text from comments where comment_id = $1', [
      comment.comment_id,
    ]);
    expect(stored.rows[0].comment_text).toBe('old');
  });

  it('refuses someone else’s comment (even for admins) and anonymous edits', async () => {
    const comment = await postOk(`/api/comments/set/${catalogue.setId}`, 'mine');
    const admin = await authHeader(t, 'admin');
    for (const headers of [stranger.headers, admin.headers]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/comments/${comment.comment_id}`,
        headers,
        payload: { comment_text: 'hijacked' },
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/comments/${comment.comment_id}`,
      payload: { comment_text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/comments/999999',
      headers: author.headers,
      payload: { comment_text: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('deleting', () => {
  const remove = (id: number, headers?: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/comments/${id}`, headers });

  it('lets the author delete and refuses other users and visitors', async () => {
    const comment = await postOk(`/api/comments/set/${catalogue.setId}`, 'bye');
    expect((await remove(comment.comment_id)).statusCode).toBe(401);
    expect((await remove(comment.comment_id, stranger.headers)).statusCode).toBe(403);
    expect((await remove(comment.comment_id, author.headers)).statusCode).toBe(200);
    const rows = await t.database.pool.query('select 1 from comments where comment_id = $1', [
      comment.comment_id,
    ]);
    expect(rows.rowCount).toBe(0);
    expect((await remove(comment.comment_id, author.headers)).statusCode).toBe(404);
  });

  it('lets every admin role delete any comment', async () => {
    for (const role of ['data_admin', 'admin', 'superadmin'] as const) {
      const comment = await postOk(`/api/comments/set/${catalogue.setId}`, `for ${role}`);
      const admin = await authHeader(t, role);
      expect((await remove(comment.comment_id, admin.headers)).statusCode).toBe(200);
    }
  });
});

describe('recent activity', () => {
  it('gathers set, series and card comments of a set, newest first, 20 a page', async () => {
    const fresh = await createCatalogue(
      t.database,
      (await import('@/test/catalogue-factory')).sampleChecklist({ name: 'Activity Set', baseCards: 3 }),
    );
    const card = await cardId(t.database, fresh.series['Base']!, '2');
    await postOk(`/api/comments/set/${fresh.setId}`, 'on the set');
    await postOk(`/api/comments/series/${fresh.series['Base']}`, 'on the series');
    await postOk(`/api/comments/card/${card}`, 'on a card');
    await postOk(
      `/api/comments/card/${await cardId(t.database, catalogue.series['Base']!, '2')}`,
      'other set',
    );

    const setFeed = await t.app.inject({
      method: 'GET',
      url: `/api/comments/set/${fresh.setId}/activity?page=1&limit=20`,
    });
    expect(setFeed.statusCode).toBe(200);
    const body = setFeed.json<{ activities: ActivityItem[]; pagination: unknown }>();
    expect(body.activities.map((a) => [a.activity_type, a.comment_text])).toEqual([
      ['card', 'on a card'],
      ['series', 'on the series'],
      ['set', 'on the set'],
    ]);
    expect(body.activities[0]).toMatchObject({
      context_name: 'Base #2',
      card_number: '2',
      card_slug: '2-julio-rodriguez',
      series_slug: fresh.seriesSlugs['Base'],
      set_slug: 'activity-set',
      set_year: 2023,
    });
    expect(body.activities[2]!.context_name).toBe('Activity Set');
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });

    const seriesFeed = await t.app.inject({
      method: 'GET',
      url: `/api/comments/series/${fresh.series['Base']}/activity`,
    });
    expect(seriesFeed.json<{ activities: ActivityItem[] }>().activities.map((a) => a.activity_type)).toEqual([
      'card',
      'series',
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/comments/set/999999/activity' })).statusCode).toBe(
      404,
    );
  });
});
