import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENT_MESSAGES, MODERATION_MESSAGES as M } from '@cardbinder/shared';
import { auditLog, comments, notifications, userMutes, users } from '@/db/schema';
import { createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, createUser, signIn, type TestApp } from '@/test/test-app';

let t: TestApp;
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  catalogue = await createCatalogue(t.database);
});
afterAll(() => t.close());

async function postComment(headers: Record<string, string>, text: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/comments/set/${catalogue.setId}`,
    headers,
    payload: { comment_text: text },
  });
  return response;
}

async function commenter() {
  const user = await createUser(t.database);
  const headers = { authorization: `Bearer ${await signIn(t.app, user.email)}` };
  return { user, headers };
}

describe('roles', () => {
  it('401s without a token and 403s user and data_admin on every moderation call', async () => {
    const calls = [
      ['GET', '/api/admin/moderation/stats'],
      ['GET', '/api/admin/moderation/recent-comments'],
      ['DELETE', '/api/admin/moderation/comments/1'],
      ['POST', '/api/admin/moderation/users/1/mute'],
      ['POST', '/api/admin/moderation/users/1/unmute'],
    ] as const;
    for (const [method, url] of calls) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      for (const role of ['user', 'data_admin'] as const) {
        const { headers } = await authHeader(t, role);
        expect((await t.app.inject({ method, url, headers, payload: {} })).statusCode).toBe(403);
      }
    }
  });
});

describe('recent comments and delete', () => {
  it('lists recent comments with author and entity, deletes one and records it', async () => {
    const { headers: admin, user: staff } = await authHeader(t, 'admin');
    const author = await commenter();
    const posted = await postComment(author.headers, 'x'.repeat(300));
    const commentId = posted.json<{ comment: { comment_id: number } }>().comment.comment_id;

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/moderation/recent-comments',
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    const first = listed.json<{ comments: Record<string, unknown>[] }>().comments[0]!;
    expect(first).toMatchObject({
      comment_id: commentId,
      comment_type: 'set',
      entity_slug: catalogue.setSlug,
      entity_year: catalogue.year,
      user: { user_id: author.user.userId, username: author.user.username, is_muted: false },
    });

    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/moderation/stats', headers: admin })
    ).json<{
      total_comments: number;
    }>();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/moderation/comments/${commentId}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect(await t.database.db.select().from(comments).where(eq(comments.commentId, commentId))).toEqual([]);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/moderation/stats', headers: admin })
    ).json<{
      total_comments: number;
    }>();
    expect(after.total_comments).toBe(before.total_comments - 1);
    // gone from the public thread and the set's activity feed too
    const thread = await t.app.inject({ method: 'GET', url: `/api/comments/set/${catalogue.setId}` });
    expect(
      thread.json<{ comments: { comment_id: number }[] }>().comments.map((c) => c.comment_id),
    ).not.toContain(commentId);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'comment.delete'));
    expect(entry).toMatchObject({ actorId: staff.userId, targetId: commentId });

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/moderation/comments/${commentId}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('a deleted comment leaves no notice behind', () => {
  it('removes the notifications that quote it', async () => {
    const { headers: admin } = await authHeader(t, 'admin');
    const first = await commenter();
    const second = await commenter();
    await postComment(first.headers, 'opening the thread');
    const posted = await postComment(second.headers, 'rude words here');
    const commentId = posted.json<{ comment: { comment_id: number } }>().comment.comment_id;
    const noticesOf = () =>
      t.database.db.select().from(notifications).where(eq(notifications.userId, first.user.userId));
    expect((await noticesOf()).some((n) => n.message.includes('rude words here'))).toBe(true);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/moderation/comments/${commentId}`,
      headers: admin,
    });
    expect((await noticesOf()).some((n) => n.message.includes('rude words here'))).toBe(false);
  });
});

describe('mute and unmute', () => {
  it('mutes with a reason: the user can neither post nor edit, and it lasts until unmuted', async () => {
    const { headers: admin } = await authHeader(t, 'admin');
    const author = await commenter();
    const posted = await postComment(author.headers, 'before the mute');
    const commentId = posted.json<{ comment: { comment_id: number } }>().comment.comment_id;

    const mute = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/users/${author.user.userId}/mute`,
      headers: admin,
      payload: { reason: 'spam links' },
    });
    expect(mute.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(userMutes)
      .where(eq(userMutes.userId, author.user.userId));
    expect(row).toMatchObject({ reason: 'spam links', unmutedAt: null });
    // stored, so a restart keeps it
    const [stored] = await t.database.db.select().from(users).where(eq(users.userId, author.user.userId));
    expect(stored?.isMuted).toBe(true);

    const post = await postComment(author.headers, 'after the mute');
    expect(post.statusCode).toBe(403);
    expect(post.json<{ message: string }>().message).toBe(COMMENT_MESSAGES.mutedBecause('spam links'));
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/comments/${commentId}`,
      headers: author.headers,
      payload: { comment_text: 'edited while muted' },
    });
    expect(edit.statusCode).toBe(403);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/users/${author.user.userId}/mute`,
      headers: admin,
      payload: {},
    });
    expect(twice.statusCode).toBe(409);

    const unmute = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/users/${author.user.userId}/unmute`,
      headers: admin,
    });
    expect(unmute.statusCode).toBe(200);
    expect((await postComment(author.headers, 'back again')).statusCode).toBe(201);
    const actions = await t.database.db.execute<{ action: string }>(
      sql`select action from audit_log where target_id = ${author.user.userId} order by audit_id`,
    );
    expect(actions.rows.map((r) => r.action)).toEqual(['user.mute', 'user.unmute']);
  });

  it('refuses muting yourself, a staff member (unless superadmin) and an unknown user', async () => {
    const { user: me, headers: admin } = await authHeader(t, 'admin');
    const self = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/users/${me.userId}/mute`,
      headers: admin,
      payload: {},
    });
    expect(self.json<{ message: string }>().message).toBe(M.muteSelf);
    const staff = await createUser(t.database, { role: 'data_admin' });
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/users/${staff.userId}/mute`,
      headers: admin,
      payload: {},
    });
    expect(byAdmin.statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/moderation/users/999999/mute',
      headers: admin,
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/admin/moderation/users/${staff.userId}/mute`,
      headers: admin,
      payload: { reason: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
