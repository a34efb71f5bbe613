import type { EbayPurchase } from '@cardbinder/shared';
import type { PurchaseRow } from './sync.queries';

/** A stored purchase as the API shows it (never a token or another user's data). */
export const toPurchase = (row: PurchaseRow): EbayPurchase => ({
  id: row.id,
  order_id: row.externalOrderId,
  title: row.title,
  price: row.price === null ? null : Number(row.price),
  currency: row.currency,
  purchase_date: row.purchaseDate?.toISOString() ?? null,
  seller_name: row.sellerName,
  is_sports_card: row.isSportsCard,
  status: row.status as EbayPurchase['status'],
  matched_card_id: row.matchedCardId,
  user_card_id: row.userCardId,
  confidence: row.confidence,
});
