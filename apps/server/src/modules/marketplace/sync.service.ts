import { EBAY_MESSAGES } from '@cardbinder/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { EbayConfig } from '@/config';
import type { Db } from '@/db/client';
import { AppError } from '@/lib/errors';
import type { ForegroundGate } from '@/lib/foreground-gate';
import type { MarketplaceConnectionService } from './connection.service';
import { EbayGrantRefused, EbayUnavailable } from './ebay-oauth';
import { fetchPurchases, type PurchaseLine } from './ebay-purchases';
import { createPurchaseEntryWriter, type CollectionWriters, type PurchasedCard } from './collection-entry';
import { toPurchase } from './purchase-view';
import * as q from './sync.queries';
import { matchTitle, type CardFinder, type MatchThresholds } from './title-matcher';

/** eBay may list an order a little after it was placed: each sync looks this far behind the last one. */
const OVERLAP_MS = 2 * 86_400_000;
/** the first sync reaches this far back */
const FIRST_SYNC_MS = 90 * 86_400_000;
/**
 * Sure matches are added to the collection this many at a time, each batch one transaction and one event
 * (one add per card cost a transaction, its event's delivery and a read-back each); a crash loses at most the
 * matching of one batch, whose lines are still pending.
 */
const ADD_BATCH = 50;

interface Dependencies extends CollectionWriters {
  db: Db;
  ebay: EbayConfig;
  thresholds: MatchThresholds;
  connection: MarketplaceConnectionService;
  search: CardFinder;
  log: FastifyBaseLogger;
  /** matching waits for a gap between requests: a sync does not slow the pages people are loading */
  foreground: ForegroundGate;
  /** first retry pause after an eBay failure (doubles each time) */
  backoffMs?: number;
}

/**
 * Purchase sync: new order lines are stored once each (the unique line id makes a repeated or resumed sync add
 * nothing twice), then every line still pending is matched: sure matches become a collection entry in
 * 'In Transit' (in batches, each entry committed with its line's settlement), likely ones a suggestion, the rest
 * not matched.
 */
export function createMarketplaceSyncService(deps: Dependencies) {
  const { db, connection } = deps;

  const { addPurchasedCards } = createPurchaseEntryWriter(db, deps);

  async function processPending(userId: number) {
    const counts = {
      processed: 0,
      cardsAddedToCollection: 0,
      cardsSuggestedForReview: 0,
      totalCardsDetected: 0,
    };
    let sure: PurchasedCard[] = [];
    const addSure = async () => {
      await deps.foreground.turn();
      counts.cardsAddedToCollection += await addPurchasedCards(userId, sure);
      sure = [];
    };
    for (const purchase of await q.pendingPurchases(db, userId)) {
      await deps.foreground.turn();
      const match = await matchTitle(db, deps.search, deps.thresholds, purchase.title);
      const isSportsCard = match.kind === 'card';
      counts.processed += 1;
      if (isSportsCard) counts.totalCardsDetected += 1;
      const common = { isSportsCard, confidence: isSportsCard ? match.confidence : null };
      if (match.decision === 'add') {
        sure.push({
          purchase,
          cardId: match.card!.card_id,
          grade: match.grade,
          serialNumber: match.serial_number,
          settlement: { ...common, candidateCardIds: null },
        });
        if (sure.length >= ADD_BATCH) await addSure();
        continue;
      }
      try {
        if (match.decision === 'suggest') {
          await q.settlePurchase(db, purchase.id, purchase.status, {
            ...common,
            status: 'needs_review',
            matchedCardId: match.card!.card_id,
            userCardId: null,
            candidateCardIds: [match.card!, ...match.alternatives].slice(0, 5).map((card) => card.card_id),
          });
          counts.cardsSuggestedForReview += 1;
        } else {
          await q.settlePurchase(db, purchase.id, purchase.status, {
            ...common,
            status: isSportsCard ? 'not_matched' : 'not_a_card',
            matchedCardId: null,
            userCardId: null,
            candidateCardIds: null,
          });
        }
      } catch (error) {
        // a sync running beside this one (the button during a background sync) settled it: counted there
        if (!(error instanceof q.PurchaseAlreadySettled)) throw error;
      }
    }
    await addSure();
    return counts;
  }

  return {
    async syncOrders(userId: number) {
      const accessToken = await connection.accessToken(userId);
      const lastSync = await connection.lastSync(userId);
      const started = new Date();
      const from = new Date(lastSync ? lastSync.getTime() - OVERLAP_MS : started.getTime() - FIRST_SYNC_MS);
      let lines;
      try {
        lines = await fetchPurchases(deps.ebay, accessToken, from, deps.backoffMs);
      } catch (error) {
        if (error instanceof EbayGrantRefused) throw await connection.markRevoked(userId);
        if (error instanceof EbayUnavailable) {
          deps.log.warn({ userId, reason: error.message }, 'eBay purchase sync failed');
          throw new AppError(502, EBAY_MESSAGES.syncFailed, 'sync_failed');
        }
        throw error;
      }
      const newPurchases = await q.insertPurchaseLines(db, userId, lines);
      const { processed: _processed, ...automaticProcessing } = await processPending(userId);
      await q.setLastSync(db, userId, started);
      return { success: true as const, stats: { newPurchases }, automaticProcessing };
    },

    /** DEV TOOLS: lines handed in instead of fetched from eBay, stored and processed like a sync's. */
    async importLines(userId: number, lines: PurchaseLine[]) {
      const newPurchases = await q.insertPurchaseLines(db, userId, lines);
      const { processed: _processed, ...automaticProcessing } = await processPending(userId);
      return { success: true as const, stats: { newPurchases }, automaticProcessing };
    },

    /** DEV TOOLS: forgets the caller's stored purchases; the cards they added stay in the collection. */
    async clearPurchases(userId: number) {
      const removed = await q.deletePurchases(db, userId);
      return { success: true, message: `${removed} purchases cleared` };
    },

    /** Matches again what was stored but not matched; needs no eBay call, so no connection either. */
    async processExisting(userId: number) {
      await q.requeueUnmatched(db, userId);
      const { processed, ...automaticProcessing } = await processPending(userId);
      return { success: true as const, stats: { processed }, automaticProcessing };
    },

    /** Another user's purchases are simply not in the caller's list. */
    async purchases(userId: number, limit: number) {
      const { rows, total } = await q.listPurchases(db, userId, limit);
      return { success: true as const, purchases: rows.map(toPurchase), total };
    },
  };
}
