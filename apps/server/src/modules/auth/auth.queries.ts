import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { emailTokens, loginFailures, sessions, users } from '@/db/schema';

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

export async function revokeUserSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** When the client's sign-ins to this account are locked, or undefined. */
export async function findLoginLock(db: Db, userId: number, client: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.userId, userId),
        eq(loginFailures.client, client),
        gt(loginFailures.lockedUntil, sql`now()`),
      ),
    );
  return row?.lockedUntil ?? undefined;
}

/**
 * Counts a failed sign-in from a client; failures older than the window start the count again, and reaching
 * `maxAttempts` locks this client out of this account for the window. The account's own count is kept for admins.
 */
export async function recordFailedLogin(
  db: Db,
  failure: { userId: number; client: string; maxAttempts: number; windowMinutes: number },
): Promise<void> {
  const window = sql`make_interval(mins => ${failure.windowMinutes})`;
  const attempts = sql`case when ${loginFailures.lastFailedAt} < now() - ${window} then 1
    else ${loginFailures.attempts} + 1 end`;
  await db.transaction(async (tx) => {
    await tx
      .insert(loginFailures)
      .values({
        userId: failure.userId,
        client: failure.client,
        attempts: 1,
        lockedUntil: failure.maxAttempts <= 1 ? sql`now() + ${window}` : null,
      })
      .onConflictDoUpdate({
        target: [loginFailures.userId, loginFailures.client],
        set: {
          attempts,
          lockedUntil: sql`case when ${attempts} >= ${failure.maxAttempts} then now() + ${window}
            else ${loginFailures.lockedUntil} end`,
          lastFailedAt: sql`now()`,
        },
      });
    await tx
      .update(users)
      .set({ loginAttempts: sql`${users.loginAttempts} + 1` })
      .where(eq(users.userId, failure.userId));
  });
}

/** A success ends that client's failures; other clients' locks on the account stay. */
export async function recordSuccessfulLogin(db: Db, userId: number, client: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(loginFailures)
      .where(and(eq(loginFailures.userId, userId), eq(loginFailures.client, client)));
    await tx
      .update(users)
      .set({ loginAttempts: 0, lockedUntil: null, lastLogin: sql`now()` })
      .where(eq(users.userId, userId));
  });
}

/** A password reset proved the address: every client may try again. */
export async function clearLoginFailures(db: Db, userId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}

/**
 * Stores a new mail token unless the address already got `perHour` of that purpose in the last hour; the user's
 * row lock makes parallel requests count one after another. Returns whether the mail may go.
 */
export async function insertEmailTokenWithinLimit(
  db: Db,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
  perHour: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from users where user_id = ${values.userId} for update`);
    const [recent] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, values.userId),
          eq(emailTokens.purpose, values.purpose),
          gt(emailTokens.createdAt, sql`now() - interval '1 hour'`),
        ),
      );
    if ((recent?.n ?? 0) >= perHour) return false;
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.userId, values.userId),
          eq(emailTokens.purpose, values.purpose),
          isNull(emailTokens.usedAt),
        ),
      );
    await tx.insert(emailTokens).values(values);
    return true;
  });
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

export async function updateUser(db: Db, userId: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.userId, userId));
}

/** A sign-in from a browser this user never signed in with before (the first sign-in ever is not new). */
export async function isNewBrowser(db: Db, userId: number, userAgent: string | null): Promise<boolean> {
  const result = await db.execute<{ before: boolean; same: boolean }>(sql`
    select exists (select 1 from sessions where user_id = ${userId}) as before,
           exists (select 1 from sessions where user_id = ${userId} and user_agent is not distinct from ${userAgent}) as same`);
  const row = result.rows[0];
  return Boolean(row?.before && !row.same);
}

/** Signs out every session of the user but the one given (a password change keeps its own session). */
export async function revokeOtherSessions(
  db: Executor,
  userId: number,
  keepSessionId: string,
): Promise<void> {
  await db.execute(sql`
    update sessions set revoked_at = now()
    where user_id = ${userId} and session_id <> ${keepSessionId} and revoked_at is null`);
}

/**
 * Deletes an account (asked by account-data when its holder deletes it): every row that belongs to it goes by
 * its foreign key's cascade, its sessions first among them, so every token and API key stops at once.
 */
export async function deleteAccount(db: Executor, userId: number): Promise<boolean> {
  const result = await db.execute(sql`delete from users where user_id = ${userId} returning user_id`);
  return result.rows.length > 0;
}
