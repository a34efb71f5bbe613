import { TRADE_MESSAGES, TRADING } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import type { EventWriter } from '@/events';
import { badRequest, forbidden, notFound } from '@/lib/errors';
import { CLOSED_REASONS, closeTradesBetween } from './close-trades';
import * as q from './collectors.queries';
import { lockCollectors } from './trades.queries';
import { listOffers, listWants } from './wants.queries';
import { toWant } from './wants.service';

/** Collectors as trading partners: their trading page, blocks, the matching setting, a proposal's choices. */
export function createCollectorsService(db: Db, events: EventWriter) {
  async function activeCollector(username: string) {
    const found = await q.findCollectorByName(db, username);
    if (!found || !found.is_active) throw notFound(TRADE_MESSAGES.collectorNotFound);
    return found;
  }

  /** The partner of a proposal the viewer makes: anyone active and public whom neither side blocked. */
  async function partnerFor(viewerId: number, username: string) {
    const partner = await activeCollector(username);
    if (partner.user_id === viewerId) throw badRequest(TRADE_MESSAGES.self);
    if (!partner.is_public_profile) throw forbidden(TRADE_MESSAGES.profilePrivate);
    if (await q.blockedEitherWay(db, viewerId, partner.user_id)) throw forbidden(TRADE_MESSAGES.blocked);
    return partner;
  }

  return {
    async page(viewerId: number | null, username: string) {
      const owner = await activeCollector(username);
      const own = viewerId === owner.user_id;
      if (!owner.is_public_profile && !own) throw forbidden(TRADE_MESSAGES.profilePrivate);
      const limit = TRADING.profileListLimit;
      const [wants, offers, feedback, completed, blockedByMe, blocked, viewer] = await Promise.all([
        listWants(db, owner.user_id, { limit, offset: 0 }),
        listOffers(db, owner.user_id, limit),
        q.feedbackCounts(db, [owner.user_id]),
        q.completedTradeCount(db, owner.user_id),
        viewerId && !own ? q.hasBlocked(db, viewerId, owner.user_id) : false,
        viewerId && !own ? q.blockedEitherWay(db, viewerId, owner.user_id) : false,
        viewerId ? q.findCollectors(db, [viewerId]) : new Map<number, q.CollectorRow>(),
      ]);
      const viewerMuted = viewerId ? (viewer.get(viewerId)?.is_muted ?? false) : true;
      return {
        success: true as const,
        collector: q.publicCollector(owner),
        wants: wants.rows.map(toWant),
        wants_total: wants.total,
        offers: offers.rows,
        offers_total: offers.total,
        feedback: feedback(owner.user_id),
        completed_trades: completed,
        blocked_by_me: blockedByMe,
        can_propose: viewerId !== null && !own && !blocked && !viewerMuted && owner.is_public_profile,
      };
    },

    async partner(viewerId: number, username: string) {
      const partner = await partnerFor(viewerId, username);
      const limit = TRADING.maxBulkOffers;
      const [theirs, mine] = await Promise.all([
        q.partnerCopies(db, partner.user_id, viewerId, limit),
        q.ownCopiesFor(db, viewerId, partner.user_id, limit),
      ]);
      return {
        success: true as const,
        partner: q.publicCollector(partner),
        their_copies: theirs,
        my_copies: mine,
      };
    },

    async settings(userId: number) {
      return { success: true as const, settings: { matching: !(await q.matchingOptedOut(db, userId)) } };
    },

    async updateSettings(userId: number, settings: { matching: boolean }) {
      await q.writeSettings(db, userId, !settings.matching);
      return { success: true as const, message: TRADE_MESSAGES.settingsSaved, settings };
    },

    async blocks(userId: number) {
      return { success: true as const, blocked: (await q.listBlocked(db, userId)).map(q.publicCollector) };
    },

    /** Blocks a collector; the open proposals between the two close in the same transaction. */
    async block(userId: number, username: string) {
      const other = await q.findCollectorByName(db, username);
      if (!other) throw notFound(TRADE_MESSAGES.collectorNotFound);
      if (other.user_id === userId) throw badRequest(TRADE_MESSAGES.self);
      await events.write(db, async (tx, record) => {
        await lockCollectors(tx, [userId, other.user_id]);
        await q.insertBlock(tx, userId, other.user_id);
        await closeTradesBetween(tx, record, userId, other.user_id, CLOSED_REASONS.blocked);
      });
      return { success: true as const, message: TRADE_MESSAGES.blockedSaved };
    },

    async unblock(userId: number, username: string) {
      const other = await q.findCollectorByName(db, username);
      if (!other || !(await q.deleteBlock(db, userId, other.user_id)))
        throw notFound(TRADE_MESSAGES.collectorNotFound);
      return { success: true as const, message: TRADE_MESSAGES.unblocked };
    },
  };
}
