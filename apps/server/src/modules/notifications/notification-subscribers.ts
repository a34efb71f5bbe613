import { ACCOUNT_DATA_MESSAGES, TIER_LABELS } from '@cardbinder/shared';
import type { EventSubscriptions } from '@/events';
import { ACCOUNT_NOTICES } from './account-notices';
import { cardImageNotice } from './card-image-notices';
import { notifyCommentPosted, notify, withdrawCommentNotices } from './notify';
import { readCommentQuote } from './notifications.queries';
import { notifyTradeStep } from './trade-notices';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Every notice the app sends is a subscriber here, to the event that causes it; the rules (per-kind settings,
 * never about one's own comment, once per thread an hour) live in notify.ts and insertNotifications.
 */
export function subscribeNotifications(events: EventSubscriptions): void {
  events.on('comments.posted', 'notifications.commentPosted', async (tx, { commentId }) => {
    // a comment deleted before its event was delivered has nobody left to tell about
    const comment = await readCommentQuote(tx, commentId);
    // a trade's conversation is told by its trade step (trading.tradeUpdated), to its other collector only
    if (comment && comment.type !== 'trade') await notifyCommentPosted(tx, comment);
  });
  events.on('comments.removed', 'notifications.commentWithdrawn', (tx, { comment }) =>
    withdrawCommentNotices(tx, comment),
  );
  events.on('auth.signedIn', 'notifications.newBrowser', async (tx, { userId, newBrowser, userAgent }) => {
    if (newBrowser)
      await notify(tx, userId, 'system', null, ...ACCOUNT_NOTICES.newSignIn(userAgent ?? undefined));
  });
  events.on('profiles.passwordChanged', 'notifications.passwordChanged', async (tx, { userId }) => {
    await notify(tx, userId, 'system', null, ...ACCOUNT_NOTICES.passwordChanged());
  });
  events.on(
    'achievements.unlocked',
    'notifications.achievementUnlocked',
    async (tx, { userId, achievements }) => {
      for (const achievement of achievements) {
        await notify(
          tx,
          userId,
          'achievement',
          null,
          `Achievement unlocked: ${achievement.name}`,
          `${TIER_LABELS[achievement.tier]} · ${achievement.points} points — ${achievement.description}`,
        );
      }
    },
  );
  events.on('account.exportReady', 'notifications.exportReady', async (tx, { userId }) => {
    await notify(
      tx,
      userId,
      'system',
      null,
      ACCOUNT_DATA_MESSAGES.exportReadyTitle,
      ACCOUNT_DATA_MESSAGES.exportReady,
    );
  });
  events.on('trading.tradeUpdated', 'notifications.tradeStep', (tx, step) => notifyTradeStep(tx, step));
  events.on('cardImages.decided', 'notifications.cardImageDecided', async (tx, decision) => {
    const notice = cardImageNotice(decision);
    if (notice) await notify(tx, decision.userId, 'system', { type: 'card', id: decision.cardId }, ...notice);
  });
  events.on('marketplace.synced', 'notifications.marketplaceSynced', async (tx, sync) => {
    const parts = [
      sync.cardsAdded ? `${plural(sync.cardsAdded, 'card', 'cards')} added to In Transit` : '',
      sync.cardsSuggested ? `${plural(sync.cardsSuggested, 'suggestion', 'suggestions')} to review` : '',
    ].filter(Boolean);
    if (parts.length)
      await notify(tx, sync.userId, 'collection', null, 'eBay purchases synced', `${parts.join(', ')}.`);
  });
}
