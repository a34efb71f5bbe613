import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { multipart } from '@/test/multipart';
import { authHeader, createTestApp, signIn, type TestApp } from '@/test/test-app';

let t: TestApp;
let storageDir: string;
let png: Buffer;
beforeAll(async () => {
  storageDir = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-avatars-'));
  t = await createTestApp({ storageDir });
  png = await sharp({
    create: { width: 600, height: 300, channels: 3, background: { r: 10, g: 80, b: 200 } },
  })
    .png()
    .withMetadata({ exif: { IFD0: { Make: 'PhoneMaker' } } })
    .toBuffer();
});
afterAll(async () => {
  await t.close();
  rmSync(storageDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const put = (url: string, payload: unknown, headers?: Headers) =>
  t.app.inject({ method: 'PUT', url, headers, payload: payload as Record<string, unknown> });
const me = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile', headers })).json<{
    profile: Record<string, unknown>;
  }>().profile;
const upload = (headers: Headers, data: Buffer, field = 'picture', filename = 'me.png') => {
  const body = multipart([{ field, filename, contentType: 'image/png', data }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/picture',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

describe('access', () => {
  it('answers 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile/update'],
      ['PUT', '/api/profile/update-username'],
      ['GET', '/api/profile/check-username/someone'],
      ['POST', '/api/profile/picture'],
      ['DELETE', '/api/profile/picture'],
      ['PUT', '/api/profile/change-password'],
      ['GET', '/api/profile/favorite-cards'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('profile fields', () => {
  it('saves bio, website, location and privacy of the caller only, with the email in GET', async () => {
    const a = await authHeader(t);
    const b = await authHeader(t);
    const saved = await put(
      '/api/profile/update',
      {
        bio: ' Cards since 1984 ',
        website: 'https://example.com/me',
        location: 'Boston',
        is_public_profile: false,
      },
      a.headers,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Profile updated successfully!' });
    expect(await me(a.headers)).toMatchObject({
      bio: 'Cards since 1984',
      website: 'https://example.com/me',
      location: 'Boston',
      is_public_profile: false,
      email: a.user.email,
    });
    expect(await me(b.headers)).toMatchObject({ bio: null, is_public_profile: true });
    await put('/api/profile/update', { website: '' }, a.headers);
    expect(await me(a.headers)).toMatchObject({ website: null, bio: 'Cards since 1984' });
  });

  it('refuses a 501-character bio, a javascript: website and a long location, writing nothing', async () => {
    const { headers } = await authHeader(t);
    for (const [body, message] of [
      [{ bio: 'x'.repeat(501) }, 'Bio must be at most 500 characters'],
      [{ website: 'javascript:alert(1)' }, 'Website must be a web address starting with http:// or https://'],
      [{ website: `https://e.com/${'a'.repeat(250)}` }, 'Website must be at most 255 characters'],
      [{ location: 'x'.repeat(101), bio: 'ok' }, 'Location must be at most 100 characters'],
    ] as const) {
      const response = await put('/api/profile/update', body, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await me(headers)).toMatchObject({ bio: null, website: null, location: null });
  });
});

describe('username', () => {
  it('checks availability and changes the name; the old one is free afterwards', async () => {
    const a = await authHeader(t);
    const b = await authHeader(t);
    const check = async (name: string, headers = a.headers) =>
      (await t.app.inject({ method: 'GET', url: `/api/profile/check-username/${name}`, headers })).json();
    expect(await check(b.user.username)).toMatchObject({ available: false });
    expect(await check(a.user.username)).toMatchObject({ available: false });
    expect(await check('brand.new_name')).toMatchObject({ available: true });

    const changed = await put('/api/profile/update-username', { username: 'brand.new_name' }, a.headers);
    expect(changed.json()).toMatchObject({
      message: 'Username updated successfully!',
      username: 'brand.new_name',
    });
    expect(await check(a.user.username, b.headers)).toMatchObject({ available: true });
    const same = await put('/api/profile/update-username', { username: 'brand.new_name' }, a.headers);
    expect(same.json()).toMatchObject({ message: 'Username is already up to date' });
    const taken = await put(
      '/api/profile/update-username',
      { username: b.user.username.toUpperCase() },
      a.headers,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: 'Username is already taken' });
  });

  it('gives the spec messages for bad names and refuses reserved words', async () => {
    const { headers } = await authHeader(t);
    for (const [username, message] of [
      ['ab', 'Username must be at least 3 characters'],
      [
        'with space',
        'Username must be 3-30 characters and contain only letters, numbers, dots, underscores, or dashes',
      ],
      ['Settings', 'This username is reserved'],
      ['api', 'This username is reserved'],
    ]) {
      const response = await put('/api/profile/update-username', { username }, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });
});

describe('profile picture', () => {
  it('stores a square, re-encoded WebP without metadata and serves it; delete removes it', async () => {
    const { headers } = await authHeader(t);
    const response = await upload(headers, png);
    expect(response.statusCode).toBe(200);
    const { avatar_url: url } = response.json<{ avatar_url: string }>();
    expect(url).toMatch(/^\/api\/avatars\/\d+\/[0-9a-f-]+\.webp$/);
    expect((await me(headers)).avatar_url).toBe(url);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const second = (await upload(headers, png)).json<{ avatar_url: string }>().avatar_url;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/profile/picture', headers })).statusCode).toBe(
      200,
    );
    expect((await me(headers)).avatar_url).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
  });

  it('refuses a 3 MB file and an .exe renamed .png, writing nothing', async () => {
    const { headers } = await authHeader(t);
    const big = await upload(headers, Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'Profile picture must be smaller than 2MB' });
    const exe = await upload(
      headers,
      Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000)]),
      'picture',
      'x.png',
    );
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ message: 'Please select a JPEG, PNG, or WebP image file' });
    expect((await me(headers)).avatar_url).toBeNull();
  });
});

describe('change password', () => {
  it('checks the rules and the current password, then signs out every other session only', async () => {
    const { user, headers } = await authHeader(t);
    const other = { authorization: `Bearer ${await signIn(t.app, user.email)}` };
    const change = (body: unknown) => put('/api/profile/change-password', body, headers);
    for (const [body, message] of [
      [{ currentPassword: '', newPassword: 'New$ecret9' }, 'Current password is required'],
      [
        { currentPassword: 'Sup3r$ecret', newPassword: 'short' },
        'Password must be at least 8 characters long',
      ],
      [
        { currentPassword: 'Sup3r$ecret', newPassword: 'nouppercase1!' },
        'Password must contain both uppercase and lowercase letters',
      ],
      [
        { currentPassword: 'Sup3r$ecret', newPassword: 'NoDigits!!' },
        'Password must contain at least one number',
      ],
      [
        { currentPassword: 'Sup3r$ecret', newPassword: 'NoSpecial12' },
        'Password must contain at least one special character',
      ],
      [
        { currentPassword: 'Sup3r$ecret', newPassword: 'Sup3r$ecret' },
        'New password must be different from current password',
      ],
      [{ currentPassword: 'Wrong$ecret1', newPassword: 'New$ecret9' }, 'Current password is incorrect'],
    ] as const) {
      const response = await change(body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect((await me(other)).user_id).toBe(user.userId);

    const ok = await change({ currentPassword: 'Sup3r$ecret', newPassword: 'New$ecret9' });
    expect(ok.json()).toMatchObject({ message: 'Password changed successfully!' });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: other })).statusCode).toBe(401);
    expect((await me(headers)).user_id).toBe(user.userId);
    await signIn(t.app, user.email, 'New$ecret9');
    const notes = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
    expect(notes.json<{ notifications: { title: string }[] }>().notifications.map((n) => n.title)).toContain(
      'Your password was changed',
    );
  });
});
