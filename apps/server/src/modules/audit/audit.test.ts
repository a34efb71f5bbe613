import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, createUser, type TestApp } from '@/test/test-app';
import { recordAudit } from './audit.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/audit', () => {
  it('is for superadmins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const role of ['user', 'data_admin', 'admin'] as const) {
      const { headers } = await authHeader(t, role);
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers })).statusCode).toBe(403);
    }
  });

  it('lists entries newest first, filtered by action and actor, with before and after', async () => {
    const { user: root, headers } = await authHeader(t, 'superadmin');
    const other = await createUser(t.database, { role: 'admin' });
    await recordAudit(t.database.db, {
      actorId: other.userId,
      action: 'user.mute',
      targetType: 'user',
      targetId: 7,
      summary: 'someone',
      after: { reason: 'spam' },
    });
    await recordAudit(t.database.db, {
      actorId: root.userId,
      action: 'user.update',
      targetType: 'user',
      targetId: 8,
      summary: 'another',
      before: { role: 'user' },
      after: { role: 'data_admin' },
    });
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers });
    expect(all.json<{ entries: { action: string }[] }>().entries.map((entry) => entry.action)).toEqual([
      'user.update',
      'user.mute',
    ]);
    const byAction = await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=user.mute', headers });
    expect(byAction.json<{ entries: unknown[] }>().entries).toEqual([
      expect.objectContaining({ actor_name: other.username, after: { reason: 'spam' }, target_id: 7 }),
    ]);
    const byActor = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?actor_id=${root.userId}`,
      headers,
    });
    expect(byActor.json<{ entries: unknown[] }>().entries).toEqual([
      expect.objectContaining({ before: { role: 'user' }, after: { role: 'data_admin' } }),
    ]);
  });

  it('400s an unknown action', async () => {
    const { headers } = await authHeader(t, 'superadmin');
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/audit?action=drop', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Action must be one of/);
  });
});
