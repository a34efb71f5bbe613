import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionCardsContract,
  collectionStatsContract,
  collectionTeamsContract,
  completionPercentage,
  countLabel,
  seriesRemovalMessage,
  ownedCountsContract,
  PACKED_CARDS_MEDIA_TYPE,
  seriesBulkAddContract,
  seriesBulkRemoveContract,
  seriesCompletionContract,
} from '@cardbinder/shared';
import { sendGzippedBody, sendJsonText, sendKeptJsonBody, takesGzip } from '@/lib/json-text';
import { guardScope } from '@/plugins/auth';
import { registerEndpoint } from '@/plugins/endpoints';
import type { createCollectionDashboardService } from './collection-dashboard.service';
import type { createSeriesBulkService } from './series-bulk.service';
import type { UserCardsService } from './user-cards.service';

const tags = ['collection'];
/** /api/user/collection/…: the dashboard list and header, team chips, owned counts, completion, series bulk. */

export function dashboardRoutes(
  dashboard: ReturnType<typeof createCollectionDashboardService>,
  cards: UserCardsService,
  seriesBulk: ReturnType<typeof createSeriesBulkService>,
): FastifyPluginAsyncZod {
  return async (routes) => {
    guardScope(routes);

    registerEndpoint(
      routes,
      collectionCardsContract,
      async ({ user, query }, request, reply) => {
        // the dashboard's first load asks for the packed list, which it unpacks itself: 2.8 MB of JSON to parse
        // for 10,000 entries instead of 12 MB. It is kept gzipped and sent as such (Content-Encoding), so the
        // browser's network code inflates it, not the page's main thread.
        const packed = (request.headers.accept ?? '').includes(PACKED_CARDS_MEDIA_TYPE);
        const form = packed ? 'packed' : takesGzip(request) ? 'gzip' : 'json';
        const body = await cards.listBody(user.userId, query, form);
        reply.header('vary', 'accept, accept-encoding');
        if (form === 'packed') return sendGzippedBody(request, reply, body, PACKED_CARDS_MEDIA_TYPE);
        if (form === 'gzip') reply.header('content-encoding', 'gzip');
        // JSON written by user-card-view.ts (10,000 entries without re-serialising); the schema documents it
        return sendJsonText(reply, body);
      },
      tags,
    );

    registerEndpoint(
      routes,
      collectionStatsContract,
      async ({ user }, request, reply) =>
        sendKeptJsonBody(request, reply, await dashboard.statsBody(user.userId)),
      tags,
    );

    registerEndpoint(
      routes,
      collectionTeamsContract,
      async ({ user }, request, reply) =>
        sendKeptJsonBody(request, reply, await dashboard.teamsBody(user.userId)),
      tags,
    );

    registerEndpoint(
      routes,
      ownedCountsContract,
      async ({ user, query }) => {
        const { card_id: cardIds, series_id: seriesId } = query;
        const rows =
          seriesId || cardIds.length > 0
            ? await dashboard.ownedCounts(user.userId, { cardIds, seriesId })
            : [];
        return {
          success: true as const,
          counts: Object.fromEntries(rows.map((row) => [String(row.card_id), row.count])),
        };
      },
      tags,
    );

    registerEndpoint(
      routes,
      seriesCompletionContract,
      async ({ user, query }) => {
        const ids = query.series_id;
        const rows = ids.length > 0 ? await dashboard.seriesCompletion(user.userId, ids) : [];
        return {
          success: true as const,
          series: rows.map((row) => ({
            ...row,
            completion_percentage: completionPercentage(row.owned_cards, row.total_cards),
          })),
        };
      },
      tags,
    );

    registerEndpoint(
      routes,
      seriesBulkAddContract,
      async ({ user, params, body }, _request, reply) => {
        const result = await seriesBulk.add(user.userId, params.series_id, body.user_location);
        return reply.status(201).send({
          success: true,
          ...result,
          message: `Added ${countLabel(result.added, 'card')} to your collection`,
        });
      },
      tags,
    );

    registerEndpoint(
      routes,
      seriesBulkRemoveContract,
      async ({ user, params }) => {
        const { kept, ...result } = await seriesBulk.remove(user.userId, params.series_id);
        return {
          success: true as const,
          ...result,
          kept_in_trades: kept.userCardIds.length,
          message: seriesRemovalMessage(result.removed, kept),
        };
      },
      tags,
    );
  };
}
