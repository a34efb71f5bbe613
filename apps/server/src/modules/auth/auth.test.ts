import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, PASSWORD_MESSAGES, USERNAME_RULE_MESSAGE } from '@cardbinder/shared';
import { emailTokens, mailOutbox, sessions, users } from '@/db/schema';
import {
  createTestApp,
  createUser,
  signIn,
  TEST_PASSWORD,
  tokenFromLatestMail,
  type TestApp,
} from '@/test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const signup = (overrides: Record<string, string> = {}) => ({
  name: 'Mike Trout',
  firstName: 'Mike',
  lastName: 'Trout',
  username: 'millville',
  email: 'mike@example.com',
  password: 'Angels@27x',
  confirmPassword: 'Angels@27x',
  ...overrides,
});

describe('POST /api/auth/register', () => {
  it.each([
    [{ firstName: ' ' }, AUTH_MESSAGES.firstNameRequired],
    [{ lastName: '' }, AUTH_MESSAGES.lastNameRequired],
    [{ username: '' }, AUTH_MESSAGES.usernameRequired],
    [{ username: 'a b' }, AUTH_MESSAGES.usernameUnavailable],
    [{ email: '' }, AUTH_MESSAGES.emailRequired],
    [{ password: '', confirmPassword: '' }, PASSWORD_MESSAGES.required],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, PASSWORD_MESSAGES.tooShort],
    [{ password: 'abcdefgh1', confirmPassword: 'abcdefgh1' }, PASSWORD_MESSAGES.composition],
    [{ confirmPassword: 'Angels@28x' }, PASSWORD_MESSAGES.mismatch],
  ])('rejects %o with the spec message', async (override, message) => {
    const response = await post('/api/auth/register', signup(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, message });
  });

  it('creates an unverified user, stores only a hash of the token and mails the link', async () => {
    const response = await post('/api/auth/register', signup());
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(AUTH_MESSAGES.registered);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'millville'));
    expect(user).toMatchObject({ email: 'mike@example.com', isVerified: false, role: 'user' });
    expect(user!.passwordHash).toMatch(/^scrypt\$/);
    const token = await tokenFromLatestMail(t.database, 'mike@example.com', 'verify-email');
    const stored = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(token);
  });

  it('refuses a taken username (any case) and a taken email', async () => {
    const sameName = await post(
      '/api/auth/register',
      signup({ username: 'MILLVILLE', email: 'other@example.com' }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toBe(AUTH_MESSAGES.usernameTaken);
    const sameMail = await post(
      '/api/auth/register',
      signup({ username: 'other', email: 'MIKE@example.com' }),
    );
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().error).toBe(AUTH_MESSAGES.emailTaken);
  });

  it('accepts an apostrophe in names', async () => {
    const response = await post(
      '/api/auth/register',
      signup({ firstName: 'Ryan', lastName: "O'Hearn", username: 'ohearn', email: 'ohearn@example.com' }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('POST /api/auth/login', () => {
  it('requires email and password', async () => {
    expect((await post('/api/auth/login', { password: 'x' })).json().error).toBe(AUTH_MESSAGES.emailRequired);
    expect((await post('/api/auth/login', { email: 'a@b.co' })).json().error).toBe(
      AUTH_MESSAGES.passwordRequired,
    );
  });

  it('refuses an unverified account until the email is verified', async () => {
    const response = await post('/api/auth/login', { email: 'mike@example.com', password: 'Angels@27x' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(AUTH_MESSAGES.notVerified);
  });

  it('gives the same answer for an unknown address and a wrong password', async () => {
    const user = await createUser(t.database);
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: TEST_PASSWORD });
    const wrong = await post('/api/auth/login', { email: user.email, password: 'Wrong#pass1' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('returns a token and the user', async () => {
    const user = await createUser(t.database, { role: 'admin' });
    const response = await post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ user_id: user.userId, email: user.email, role: 'admin' });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('locks the account after 5 failures, even for the right password', async () => {
    const user = await createUser(t.database);
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post('/api/auth/login', { email: user.email, password: `Wrong#${i}aa` })).statusCode,
      ).toBe(401);
    }
    const locked = await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error).toBe(AUTH_MESSAGES.locked);
  });

  it('refuses a deactivated account', async () => {
    const user = await createUser(t.database);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.userId, user.userId));
    expect((await post('/api/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      403,
    );
  });
});

describe('sessions: profile and logout', () => {
  it('reads the profile with the token; after logout the same token gets 401', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const headers = { authorization: `Bearer ${token}` };
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.username).toBe(user.username);
    expect((await post('/api/auth/logout', {}, headers)).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Authentication required', message: 'Authentication required' });
  });

  it('answers 401 without a token, with a forged token and with a tampered token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(401);
    const forged = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' };
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: forged })).statusCode,
    ).toBe(401);
  });

  it('stores sessions hashed', async () => {
    const user = await createUser(t.database);
    const token = await signIn(t.app, user.email);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('GET /api/auth/check-username/:username', () => {
  it('reports availability case-insensitively', async () => {
    await createUser(t.database, { username: 'Griffey' });
    const taken = await t.app.inject({ method: 'GET', url: '/api/auth/check-username/griffey' });
    expect(taken.json()).toEqual({ available: false, username: 'griffey' });
    const free = await t.app.inject({ method: 'GET', url: '/api/auth/check-username/griffey.jr' });
    expect(free.json().available).toBe(true);
  });

  it('answers 400 with the username rule for a bad name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/check-username/ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(USERNAME_RULE_MESSAGE);
  });
});

describe('email verification', () => {
  it('verifies once, signs the user in, then answers 409 for the used link', async () => {
    await post('/api/auth/register', signup({ username: 'verifier', email: 'verify@example.com' }));
    const token = await tokenFromLatestMail(t.database, 'verify@example.com', 'verify-email');
    const first = await post('/api/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: AUTH_MESSAGES.verified });
    expect(first.json().user.is_verified).toBe(true);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${first.json().token}` },
    });
    expect(profile.statusCode).toBe(200);
    const again = await post('/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(409);
  });

  it('rejects an unknown or expired token with 400', async () => {
    const unknown = await post('/api/auth/verify-email', { token: 'not-a-real-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(AUTH_MESSAGES.invalidVerifyToken);
    await post('/api/auth/register', signup({ username: 'late', email: 'late@example.com' }));
    const token = await tokenFromLatestMail(t.database, 'late@example.com', 'verify-email');
    await t.database.db.update(emailTokens).set({ expiresAt: sql`now() - interval '1 minute'` });
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
  });

  it('resends a new link that replaces the old one, and answers the same for unknown addresses', async () => {
    await post('/api/auth/register', signup({ username: 'resender', email: 'resend@example.com' }));
    const oldToken = await tokenFromLatestMail(t.database, 'resend@example.com', 'verify-email');
    const known = await post('/api/auth/resend-verification', { email: 'resend@example.com' });
    const unknown = await post('/api/auth/resend-verification', { email: 'ghost@example.com' });
    expect(known.json()).toEqual({ success: true, message: AUTH_MESSAGES.verificationSent });
    expect(unknown.json()).toEqual(known.json());
    const newToken = await tokenFromLatestMail(t.database, 'resend@example.com', 'verify-email');
    expect(newToken).not.toBe(oldToken);
    expect((await post('/api/auth/verify-email', { token: oldToken })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-email', { token: newToken })).statusCode).toBe(200);
    expect((await post('/api/auth/resend-verification', { email: '' })).json().error).toBe(
      AUTH_MESSAGES.emailRequired,
    );
  });
});

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails only real accounts', async () => {
    const user = await createUser(t.database);
    const before = (await t.database.db.select().from(mailOutbox)).length;
    const known = await post('/api/auth/forgot-password', { email: user.email });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await t.database.db.select().from(mailOutbox)).length).toBe(before + 1);
  });

  it('sets the new password once, revokes every session and unlocks the account', async () => {
    const user = await createUser(t.database);
    const oldToken = await signIn(t.app, user.email);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = await tokenFromLatestMail(t.database, user.email, 'reset-password');
    const weak = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.json().error).toBe(PASSWORD_MESSAGES.tooShort);
    const done = await post('/api/auth/reset-password', { token, password: 'N3w$password' });
    expect(done.json()).toEqual({ success: true, message: AUTH_MESSAGES.resetDone });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: `Bearer ${oldToken}` },
    });
    expect(old.statusCode).toBe(401);
    await signIn(t.app, user.email, 'N3w$password');
    const reused = await post('/api/auth/reset-password', { token, password: 'An0ther$pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toBe(AUTH_MESSAGES.invalidResetToken);
  });
});
