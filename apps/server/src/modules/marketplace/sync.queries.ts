import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '@/db/client';
import { gradingAgencies, marketplaceAccounts, marketplacePurchases, userLocations } from '@/db/schema';
import type { PurchaseLine } from './ebay-purchases';

/** Stores the lines not seen before (one row per order line, ever): the number stored. */
export async function insertPurchaseLines(db: Db, userId: number, lines: PurchaseLine[]): Promise<number> {
  if (!lines.length) return 0;
  const inserted = await db
    .insert(marketplacePurchases)
    .values(
      lines.map((line) => ({
        userId,
        externalOrderId: line.orderId,
        externalLineItemId: line.lineItemId,
        title: line.title.slice(0, 500),
        price: line.price === null ? null : line.price.toFixed(2),
        currency: line.currency,
        purchaseDate: line.purchasedAt,
        sellerName: line.seller,
      })),
    )
    .onConflictDoNothing({ target: [marketplacePurchases.userId, marketplacePurchases.externalLineItemId] })
    .returning({ id: marketplacePurchases.id });
  return inserted.length;
}

export type PurchaseRow = typeof marketplacePurchases.$inferSelect;

/** Lines a sync stored but did not settle, put back in the queue with the ones no card matched. */
export async function requeueUnmatched(db: Db, userId: number): Promise<void> {
  await db
    .update(marketplacePurchases)
    .set({ status: 'pending' })
    .where(and(eq(marketplacePurchases.userId, userId), eq(marketplacePurchases.status, 'not_matched')));
}

export function pendingPurchases(db: Db, userId: number): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(marketplacePurchases)
    .where(and(eq(marketplacePurchases.userId, userId), eq(marketplacePurchases.status, 'pending')))
    .orderBy(marketplacePurchases.id);
}

export type PurchaseSettlement = Pick<
  PurchaseRow,
  'status' | 'isSportsCard' | 'matchedCardId' | 'userCardId' | 'confidence' | 'candidateCardIds'
>;

/** Another sync (or review) settled the line first: whatever was written with this settlement must roll back. */
export class PurchaseAlreadySettled extends Error {}

/** Settles a line only from the status it was read in, so two runners never settle one line twice. */
export async function settlePurchase(
  db: Executor,
  id: number,
  from: PurchaseRow['status'],
  values: PurchaseSettlement,
) {
  const settled = await db
    .update(marketplacePurchases)
    .set(values)
    .where(and(eq(marketplacePurchases.id, id), eq(marketplacePurchases.status, from)))
    .returning({ id: marketplacePurchases.id });
  if (!settled.length) throw new PurchaseAlreadySettled(`purchase ${id} is no longer ${from}`);
}

export async function inTransitLocationId(db: Db, userId: number, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: userLocations.userLocationId })
    .from(userLocations)
    .where(and(eq(userLocations.userId, userId), sql`lower(${userLocations.location}) = lower(${name})`));
  return row?.id ?? null;
}

export async function gradingAgencyId(db: Db, abbreviation: string): Promise<number | null> {
  const [row] = await db
    .select({ id: gradingAgencies.gradingAgencyId })
    .from(gradingAgencies)
    .where(eq(gradingAgencies.abbreviation, abbreviation));
  return row?.id ?? null;
}

export async function setLastSync(db: Db, userId: number, at: Date) {
  await db.update(marketplaceAccounts).set({ lastSync: at }).where(eq(marketplaceAccounts.userId, userId));
}

export async function listPurchases(db: Db, userId: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(marketplacePurchases)
      .where(eq(marketplacePurchases.userId, userId))
      .orderBy(desc(marketplacePurchases.purchaseDate), desc(marketplacePurchases.id))
      .limit(limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(marketplacePurchases)
      .where(eq(marketplacePurchases.userId, userId)),
  ]);
  return { rows, total: total?.count ?? 0 };
}

export async function findPurchase(db: Db, userId: number, id: number): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplacePurchases)
    .where(and(eq(marketplacePurchases.id, id), eq(marketplacePurchases.userId, userId)));
  return row;
}

export function purchasesToReview(db: Db, userId: number): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(marketplacePurchases)
    .where(and(eq(marketplacePurchases.userId, userId), eq(marketplacePurchases.status, 'needs_review')))
    .orderBy(desc(marketplacePurchases.purchaseDate), desc(marketplacePurchases.id));
}

export async function deletePurchases(db: Db, userId: number): Promise<number> {
  const deleted = await db
    .delete(marketplacePurchases)
    .where(eq(marketplacePurchases.userId, userId))
    .returning({ id: marketplacePurchases.id });
  return deleted.length;
}
