import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { emailTokens, sessions, users } from '@/db/schema';

export type UserRow = typeof users.$inferSelect;
export type TokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
  return row;
}

export async function findUserById(db: Db, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.userId, userId));
  return row;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function insertSession(
  db: Db,
  values: { sessionId: string; userId: number; tokenHash: string; expiresAt: Date; userAgent?: string },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findLiveSession(db: Db, sessionId: string, tokenHash: string) {
  const [row] = await db
    .select({ userId: users.userId, role: users.role, isActive: users.isActive })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(
      and(
        eq(sessions.sessionId, sessionId),
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.sessionId, sessionId));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Counts a failed sign-in and locks the account for the lock window once the limit is reached. */
export async function recordFailedLogin(db: Db, userId: number, maxAttempts: number, lockMinutes: number) {
  await db
    .update(users)
    .set({
      loginAttempts: sql`${users.loginAttempts} + 1`,
      lockedUntil: sql`case when ${users.loginAttempts} + 1 >= ${maxAttempts}
        then now() + make_interval(mins => ${lockMinutes}) else ${users.lockedUntil} end`,
    })
    .where(eq(users.userId, userId));
}

export async function recordSuccessfulLogin(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ loginAttempts: 0, lockedUntil: null, lastLogin: sql`now()` })
    .where(eq(users.userId, userId));
}

export async function insertEmailToken(
  db: Db,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Marks a live token used and returns its user; a used, expired or unknown token returns undefined. */
export async function consumeEmailToken(db: Db, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row;
}

export async function findEmailToken(db: Db, purpose: TokenPurpose, tokenHash: string) {
  const [row] = await db
    .select({ userId: emailTokens.userId, usedAt: emailTokens.usedAt })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, purpose)));
  return row;
}

/** A new token of a purpose makes the user's older unused ones worthless. */
export async function expireEmailTokens(db: Db, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export async function updateUser(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.userId, userId));
}
