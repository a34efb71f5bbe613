import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import { resolveSession } from './sessions';

const settings = { secret: new TextEncoder().encode('a-test-secret-of-enough-length-32b'), days: 30 };
const signed = (claims: Record<string, unknown>, secret = settings.secret) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('1').setIssuedAt().sign(secret);

/** A database whose every query fails the way a restarting PostgreSQL does. */
const unreachable = {
  execute: () =>
    Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
  select: () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  },
} as unknown as Db;

describe('a session check', () => {
  it('refuses a token that is not ours without asking the database', async () => {
    const forged = await signed({ sid: 'x' }, new TextEncoder().encode('another-secret-of-enough-length-32'));
    await expect(resolveSession(unreachable, settings, forged)).resolves.toBeNull();
    await expect(resolveSession(unreachable, settings, 'not a token')).resolves.toBeNull();
    await expect(resolveSession(unreachable, settings, await signed({}))).resolves.toBeNull();
  });

  it('lets a database that cannot be reached fail the request instead of signing the collector out', async () => {
    await expect(resolveSession(unreachable, settings, await signed({ sid: 'session-1' }))).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });
});
