import { SUGGESTION_MESSAGES } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import { createPurchaseEntryWriter, type CollectionWriters } from './collection-entry';
import { candidateCards } from './marketplace.queries';
import { toPurchase } from './purchase-view';
import * as q from './sync.queries';
import { rememberWording } from './remembered-wordings';
import { parseTitle } from './title-parser';
import { reasonsFor } from './title-matcher';

/** Accepted or dismissed meanwhile (a second tab): the inbox no longer holds it. */
function settledMeanwhile(error: unknown): never {
  if (error instanceof q.PurchaseAlreadySettled) throw notFound(SUGGESTION_MESSAGES.notFound);
  throw error;
}

/**
 * The review inbox: purchases matched with medium confidence. Every call names the caller, so another user's
 * purchase answers 404 like one that does not exist.
 */
export function createMarketplaceSuggestionsService(db: Db, writers: CollectionWriters) {
  const { addPurchasedCard } = createPurchaseEntryWriter(db, writers);

  async function toReview(userId: number, id: number) {
    const purchase = await q.findPurchase(db, userId, id);
    if (!purchase || purchase.status !== 'needs_review') throw notFound(SUGGESTION_MESSAGES.notFound);
    return purchase;
  }

  return {
    async list(userId: number) {
      const rows = await q.purchasesToReview(db, userId);
      const cards = new Map(
        (await candidateCards(db, [...new Set(rows.flatMap((row) => row.candidateCardIds ?? []))])).map(
          (card) => [card.card_id, card],
        ),
      );
      return {
        success: true as const,
        suggestions: await Promise.all(
          rows.map(async (row) => {
            const offered = (row.candidateCardIds ?? []).flatMap((id) => cards.get(id) ?? []);
            const reasons = await reasonsFor(db, row.title, offered);
            return {
              ...toPurchase(row),
              candidates: offered.map((card) => {
                const { card_id, set_year, set_name, series_name, card_number, players, front_image_url } =
                  card;
                const why = reasons.get(card_id) ?? [];
                return {
                  card_id,
                  set_year,
                  set_name,
                  series_name,
                  card_number,
                  players,
                  front_image_url,
                  reasons: why,
                };
              }),
            };
          }),
        ),
      };
    },

    async accept(userId: number, id: number, cardId: number) {
      const purchase = await toReview(userId, id);
      const title = parseTitle(purchase.title);
      const userCardId = await addPurchasedCard(userId, {
        purchase,
        cardId,
        grade: title.grade,
        serialNumber: title.serialNumber,
        settlement: { isSportsCard: true, confidence: purchase.confidence, candidateCardIds: null },
      }).catch(settledMeanwhile);
      // accepted or corrected, the choice names the card for the next collector buying this listing
      await rememberWording(db, purchase.title, cardId);
      return { success: true as const, message: SUGGESTION_MESSAGES.accepted, user_card_id: userCardId };
    },

    async dismiss(userId: number, id: number) {
      const purchase = await toReview(userId, id);
      await q
        .settlePurchase(db, purchase.id, purchase.status, {
          status: 'dismissed',
          isSportsCard: purchase.isSportsCard,
          matchedCardId: null,
          userCardId: null,
          confidence: purchase.confidence,
          candidateCardIds: null,
        })
        .catch(settledMeanwhile);
      return { success: true, message: SUGGESTION_MESSAGES.dismissed };
    },
  };
}
