import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from './create-admin';
import { createTestApp, createUser, signIn, type TestApp } from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('createAdmin', () => {
  it('creates a verified superadmin who can sign in and pass the admin guard', async () => {
    const result = await createAdmin(t.database.db, {
      email: 'Boss@Example.com',
      password: 'Adm1n!pass',
      username: 'boss',
      role: 'superadmin',
    });
    expect(result).toEqual({ created: true, email: 'boss@example.com', username: 'boss' });
    const token = await signIn(t.app, 'boss@example.com', 'Adm1n!pass');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json().user.role).toBe('superadmin');
  });

  it('promotes an existing account, resets its password and lifts its sign-in locks', async () => {
    const user = await createUser(t.database, { isVerified: false });
    const wrong = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: 'Wrong#1aa' },
      });
    for (let i = 0; i < 5; i += 1) await wrong();
    expect((await wrong()).statusCode).toBe(423);
    const result = await createAdmin(t.database.db, {
      email: user.email,
      password: 'Pr0moted!x',
      username: 'ignored',
      role: 'admin',
    });
    expect(result.created).toBe(false);
    await signIn(t.app, user.email, 'Pr0moted!x');
  });
});
