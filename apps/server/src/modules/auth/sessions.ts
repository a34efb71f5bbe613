import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '@/db/client';
import { sha256 } from '@/lib/hash';
import type { SessionUser } from '@/lib/session-user';
import { findLiveSession, insertSession, revokeSession } from './auth.queries';

export type { SessionUser } from '@/lib/session-user';

export interface SessionSettings {
  secret: Uint8Array;
  days: number;
}

export async function issueSession(
  db: Db,
  settings: SessionSettings,
  userId: number,
  userAgent?: string,
): Promise<string> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + settings.days * 86_400_000);
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(settings.secret);
  await insertSession(db, { sessionId, userId, tokenHash: sha256(token), expiresAt, userAgent });
  return token;
}

/** A token is good while its signature verifies and its session row is live and matches it. */
export async function resolveSession(
  db: Db,
  settings: SessionSettings,
  token: string,
): Promise<SessionUser | null> {
  let sessionId: unknown;
  try {
    ({
      payload: { sid: sessionId },
    } = await jwtVerify(token, settings.secret, { algorithms: ['HS256'] }));
  } catch {
    return null;
  }
  if (typeof sessionId !== 'string') return null;
  // a database that cannot be reached is not a refused session: that error travels on (503), so the app
  // keeps its sign-in through a restart instead of being signed out by a 401
  const session = await findLiveSession(db, sessionId, sha256(token));
  if (!session?.isActive) return null;
  return { userId: session.userId, role: session.role, sessionId };
}

export const endSession = (db: Db, sessionId: string) => revokeSession(db, sessionId);
