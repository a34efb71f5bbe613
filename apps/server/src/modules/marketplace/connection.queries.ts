import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { marketplaceAccounts, marketplaceOauthStates } from '@/db/schema';

export async function insertOauthState(db: Db, nonce: string, userId: number, expiresAt: Date) {
  await db
    .delete(marketplaceOauthStates)
    .where(lt(marketplaceOauthStates.expiresAt, sql`now() - interval '1 day'`));
  await db.insert(marketplaceOauthStates).values({ nonce, userId, expiresAt });
}

/** Spends a state once: true only for its own user, before it expires, the first time. */
export async function spendOauthState(db: Db, nonce: string, userId: number): Promise<boolean> {
  const spent = await db
    .update(marketplaceOauthStates)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(marketplaceOauthStates.nonce, nonce),
        eq(marketplaceOauthStates.userId, userId),
        isNull(marketplaceOauthStates.usedAt),
        gt(marketplaceOauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning({ nonce: marketplaceOauthStates.nonce });
  return spent.length === 1;
}

export type AccountRow = typeof marketplaceAccounts.$inferSelect;

export async function findAccount(db: Db, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(marketplaceAccounts).where(eq(marketplaceAccounts.userId, userId));
  return row;
}

export interface StoredTokens {
  accessTokenEnc: string;
  refreshTokenEnc: string;
  tokenExpiresAt: Date;
}

export async function saveAccount(
  db: Db,
  userId: number,
  values: StoredTokens & { externalUserId: string | null; username: string | null },
) {
  await db
    .insert(marketplaceAccounts)
    .values({ userId, ...values, connectedAt: new Date(), needsReconnect: false })
    .onConflictDoUpdate({
      target: marketplaceAccounts.userId,
      set: { ...values, connectedAt: new Date(), needsReconnect: false },
    });
}

export async function updateTokens(db: Db, userId: number, tokens: StoredTokens) {
  await db
    .update(marketplaceAccounts)
    .set({ ...tokens, needsReconnect: false })
    .where(eq(marketplaceAccounts.userId, userId));
}

export async function markNeedsReconnect(db: Db, userId: number) {
  await db
    .update(marketplaceAccounts)
    .set({ needsReconnect: true, accessTokenEnc: null })
    .where(eq(marketplaceAccounts.userId, userId));
}

/** Disconnecting deletes the tokens with the account; purchases and the cards they added stay. */
export async function deleteAccount(db: Db, userId: number): Promise<boolean> {
  const deleted = await db
    .delete(marketplaceAccounts)
    .where(eq(marketplaceAccounts.userId, userId))
    .returning({ id: marketplaceAccounts.marketplaceAccountId });
  return deleted.length > 0;
}
