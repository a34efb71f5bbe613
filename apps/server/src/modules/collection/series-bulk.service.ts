import { COLLECTION_MESSAGES, SERIES_BULK_NOTE } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { notFound } from '@/lib/errors';
import { findSeries, oldestBasicCopies, seriesCardIds } from './series-bulk.queries';
import type { UserCardsService } from './user-cards.service';

/** Series bulk add and remove (spec 2 §2.8, §4). */
export function createSeriesBulkService(db: Db, cards: UserCardsService) {
  const requireSeries = async (seriesId: number) => {
    const series = await findSeries(db, seriesId);
    if (!series) throw notFound(COLLECTION_MESSAGES.seriesNotFound);
    return series;
  };
  return {
    /**
     * One copy of every card of the series in the user's location, each noted 'Added via series bulk
     * action: {series name}', in one transaction (one call instead of the spec's call per card: a
     * 660-card series would pass the API rate limit and could stop half way).
     */
    async add(userId: number, seriesId: number, location: number) {
      const series = await requireSeries(seriesId);
      const cardIds = await seriesCardIds(db, seriesId);
      const ids =
        cardIds.length > 0
          ? await cards.addMany(userId, cardIds, location, SERIES_BULK_NOTE(series.name))
          : [];
      return { added: ids.length, user_card_ids: ids };
    },

    async remove(userId: number, seriesId: number) {
      await requireSeries(seriesId);
      const ids = await oldestBasicCopies(db, userId, seriesId);
      // copies in a trade stay (the trade still needs them); the rest of the series goes
      const { deleted, heldBack } = await cards.removeUnlessHeld(userId, ids);
      return { removed: deleted.length, user_card_ids: deleted, kept: heldBack };
    },
  };
}
