import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER_MESSAGES as M } from '@cardbinder/shared';
import { auditLog, users } from '@/db/schema';
import {
  authHeader,
  createTestApp,
  createUser,
  signIn,
  tokenFromLatestMail,
  type TestApp,
} from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const editBody = (user: { email: string; role: string }, changes: object = {}) => ({
  email: user.email,
  name: 'Edited Name',
  role: user.role,
  is_active: true,
  is_verified: true,
  ...changes,
});

async function userRow(userId: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.userId, userId));
  return row!;
}

describe('roles', () => {
  it('401s without a token and 403s user and data_admin on every call', async () => {
    const target = await createUser(t.database);
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: object][] = [
      ['GET', '/api/admin/users'],
      ['POST', '/api/admin/users', { email: 'new@example.com' }],
      ['PUT', `/api/admin/users/${target.userId}`, editBody(target)],
      ['POST', `/api/admin/users/${target.userId}/reset-password`],
    ];
    for (const role of ['user', 'data_admin'] as const) {
      const { headers } = await authHeader(t, role);
      for (const [method, url, body] of calls) {
        expect((await call(method, url, {}, body)).statusCode).toBe(401);
        expect((await call(method, url, headers, body)).statusCode).toBe(403);
      }
    }
    expect((await userRow(target.userId)).name).toBeNull();
  });
});

describe('no call raises your own role', () => {
  it('ignores a role in the profile update and refuses it on the admin call', async () => {
    const { user, headers } = await authHeader(t, 'user');
    await call('PUT', '/api/profile/update', headers, { bio: 'hi', role: 'superadmin', is_muted: false });
    await call('POST', '/api/auth/register', {}, { role: 'superadmin' });
    const own = await call(
      'PUT',
      `/api/admin/users/${user.userId}`,
      headers,
      editBody(user, { role: 'superadmin' }),
    );
    expect(own.statusCode).toBe(403);
    expect((await userRow(user.userId)).role).toBe('user');
    const admin = await authHeader(t, 'admin');
    const create = await call('POST', '/api/admin/users', admin.headers, {
      email: 'x@example.com',
      role: 'superadmin',
    });
    expect(create.statusCode).toBe(403);
    expect((await userRow(admin.user.userId)).role).toBe('admin');
  });
});

describe('GET /api/admin/users', () => {
  it('lists, searches, sorts and pages with every field', async () => {
    const { headers } = await authHeader(t, 'admin');
    await createUser(t.database, { username: 'zebra_finder', email: 'zebra@example.com' });
    const search = await call('GET', '/api/admin/users?search=zebra', headers);
    expect(search.statusCode).toBe(200);
    const body = search.json<{ users: Record<string, unknown>[]; pagination: { total: number } }>();
    expect(body.pagination.total).toBe(1);
    expect(Object.keys(body.users[0]!).sort()).toEqual(
      [
        'user_id',
        'username',
        'name',
        'first_name',
        'last_name',
        'email',
        'role',
        'is_active',
        'is_verified',
        'is_muted',
        'card_count',
        'login_attempts',
        'created',
        'last_login',
      ].sort(),
    );
    const sorted = await call('GET', '/api/admin/users?sort=username&order=asc&limit=2&page=1', headers);
    const names = sorted.json<{ users: { username: string }[] }>().users.map((user) => user.username);
    expect(names).toHaveLength(2);
    expect([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(names);
  });

  it('400s a bad sort with a clear message', async () => {
    const { headers } = await authHeader(t, 'admin');
    const response = await call('GET', '/api/admin/users?sort=password_hash', headers);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/Sort must be one of/);
  });
});

describe('POST /api/admin/users', () => {
  it('requires an email', async () => {
    const { headers } = await authHeader(t, 'admin');
    const response = await call('POST', '/api/admin/users', headers, { name: 'No Mail' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Email is required');
  });

  it('creates a user (role user by default), mails a set-password link and records it', async () => {
    const { user: admin, headers } = await authHeader(t, 'admin');
    const response = await call('POST', '/api/admin/users', headers, { email: 'New.Person@Example.com' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; user: { user_id: number; role: string; email: string } }>();
    expect(body.message).toBe(M.created);
    expect(body.user).toMatchObject({ role: 'user', email: 'new.person@example.com' });

    const token = await tokenFromLatestMail(t.database, 'new.person@example.com', 'reset-password');
    const reset = await call('POST', '/api/auth/reset-password', {}, { token, password: 'N3w$ecretPass' });
    expect(reset.statusCode).toBe(200);
    expect(await signIn(t.app, 'new.person@example.com', 'N3w$ecretPass')).toBeTruthy();

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, body.user.user_id));
    expect(entry).toMatchObject({ actorId: admin.userId, action: 'user.create' });
  });

  it('409s a taken address and lets only a superadmin create a superadmin', async () => {
    const { headers } = await authHeader(t, 'admin');
    const taken = await call('POST', '/api/admin/users', headers, { email: 'NEW.person@example.com' });
    expect(taken.statusCode).toBe(409);
    const superadmin = await call('POST', '/api/admin/users', headers, {
      email: 's@example.com',
      role: 'superadmin',
    });
    expect(superadmin.statusCode).toBe(403);
    expect(superadmin.json<{ message: string }>().message).toBe(M.superadminOnly);
    const root = await authHeader(t, 'superadmin');
    const ok = await call('POST', '/api/admin/users', root.headers, {
      email: 's@example.com',
      role: 'superadmin',
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('PUT /api/admin/users/:id', () => {
  it('edits with a lower-cased email and records before and after', async () => {
    const { headers } = await authHeader(t, 'admin');
    const target = await createUser(t.database, { isVerified: false });
    const response = await call(
      'PUT',
      `/api/admin/users/${target.userId}`,
      headers,
      editBody(target, { email: 'MIXED.Case@Example.com', role: 'data_admin' }),
    );
    expect(response.statusCode).toBe(200);
    const row = await userRow(target.userId);
    expect(row).toMatchObject({ email: 'mixed.case@example.com', role: 'data_admin', isVerified: true });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, target.userId));
    expect(entry?.before).toMatchObject({ role: 'user', is_verified: false });
    expect(entry?.after).toMatchObject({ role: 'data_admin', email: 'mixed.case@example.com' });
  });

  it('deactivating revokes every session at once', async () => {
    const { headers } = await authHeader(t, 'admin');
    const target = await createUser(t.database);
    const token = await signIn(t.app, target.email);
    const own = { authorization: `Bearer ${token}` };
    expect((await call('GET', '/api/auth/profile', own)).statusCode).toBe(200);
    const response = await call(
      'PUT',
      `/api/admin/users/${target.userId}`,
      headers,
      editBody(target, { is_active: false }),
    );
    expect(response.statusCode).toBe(200);
    expect((await call('GET', '/api/auth/profile', own)).statusCode).toBe(401);
  });

  it('nobody changes their own role or deactivates themselves', async () => {
    const { user: admin, headers } = await authHeader(t, 'admin');
    const raise = await call(
      'PUT',
      `/api/admin/users/${admin.userId}`,
      headers,
      editBody(admin, { role: 'superadmin' }),
    );
    expect(raise.statusCode).toBe(403);
    const lower = await call(
      'PUT',
      `/api/admin/users/${admin.userId}`,
      headers,
      editBody(admin, { role: 'user' }),
    );
    expect(lower.json<{ message: string }>().message).toBe(M.ownRole);
    const off = await call(
      'PUT',
      `/api/admin/users/${admin.userId}`,
      headers,
      editBody(admin, { is_active: false }),
    );
    expect(off.json<{ message: string }>().message).toBe(M.ownDeactivation);
    expect(await userRow(admin.userId)).toMatchObject({ role: 'admin', isActive: true, name: null });
  });

  it('an admin cannot grant, remove or edit superadmin; a failed edit changes nothing', async () => {
    const { headers } = await authHeader(t, 'admin');
    const target = await createUser(t.database);
    const grant = await call(
      'PUT',
      `/api/admin/users/${target.userId}`,
      headers,
      editBody(target, { role: 'superadmin' }),
    );
    expect(grant.statusCode).toBe(403);
    const root = await createUser(t.database, { role: 'superadmin' });
    const demote = await call(
      'PUT',
      `/api/admin/users/${root.userId}`,
      headers,
      editBody(root, { role: 'admin' }),
    );
    expect(demote.statusCode).toBe(403);
    expect((await userRow(target.userId)).role).toBe('user');
    expect((await userRow(root.userId)).role).toBe('superadmin');
  });

  it('the last active superadmin cannot be demoted or deactivated', async () => {
    await t.database.db.execute(sql`update users set is_active = false where role = 'superadmin'`);
    const { user: root, headers } = await authHeader(t, 'superadmin');
    const other = await createUser(t.database, { role: 'superadmin' });
    // two superadmins: one may demote the other; then the actor is the last
    const demote = await call(
      'PUT',
      `/api/admin/users/${other.userId}`,
      headers,
      editBody(other, { role: 'admin' }),
    );
    expect(demote.statusCode).toBe(200);
    const self = await call(
      'PUT',
      `/api/admin/users/${root.userId}`,
      headers,
      editBody(root, { role: 'admin' }),
    );
    expect(self.statusCode).toBe(403);
    expect((await userRow(root.userId)).role).toBe('superadmin');
  });

  it('409s an address another account has and 404s an unknown user', async () => {
    const { headers } = await authHeader(t, 'admin');
    const [a, b] = [await createUser(t.database), await createUser(t.database)];
    const clash = await call('PUT', `/api/admin/users/${a.userId}`, headers, editBody(a, { email: b.email }));
    expect(clash.statusCode).toBe(409);
    expect((await userRow(a.userId)).email).toBe(a.email);
    expect((await call('PUT', '/api/admin/users/999999', headers, editBody(a))).statusCode).toBe(404);
  });

  it('400s a body without an email', async () => {
    const { headers } = await authHeader(t, 'admin');
    const target = await createUser(t.database);
    const response = await call(
      'PUT',
      `/api/admin/users/${target.userId}`,
      headers,
      editBody(target, { email: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Email is required');
  });
});

describe('POST /api/admin/users/:id/reset-password', () => {
  it('answers 503 with the spec text when no mail transport is configured', async () => {
    const { headers } = await authHeader(t, 'admin');
    const target = await createUser(t.database);
    const response = await call('POST', `/api/admin/users/${target.userId}/reset-password`, headers);
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toBe(M.mailNotConfigured);
  });

  it('mails a reset link when a transport is configured', async () => {
    const withMail = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const admin = await createUser(withMail.database, { role: 'admin' });
      const headers = { authorization: `Bearer ${await signIn(withMail.app, admin.email)}` };
      const target = await createUser(withMail.database);
      const response = await withMail.app.inject({
        method: 'POST',
        url: `/api/admin/users/${target.userId}/reset-password`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(await tokenFromLatestMail(withMail.database, target.email, 'reset-password')).toBeTruthy();
    } finally {
      await withMail.close();
    }
  });
});
