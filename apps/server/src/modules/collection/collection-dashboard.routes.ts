import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  collectionCardsQuerySchema,
  collectionStatsSchema,
  collectionTeamSchema,
  completionPercentage,
  countLabel,
  errorBodySchema,
  idSchema,
  repeatedIdsSchema,
  PACKED_CARDS_MEDIA_TYPE,
  seriesBulkAddBodySchema,
  seriesBulkAddResponseSchema,
  seriesBulkRemoveResponseSchema,
  seriesCompletionSchema,
  userCardsResponseSchema,
} from '@cardbinder/shared';
import { sendJsonText } from '@/lib/json-text';
import { currentUser, requireAuth } from '@/plugins/auth';
import type { createCollectionDashboardService } from './collection-dashboard.service';
import type { createSeriesBulkService } from './series-bulk.service';
import type { UserCardsService } from './user-cards.service';

const tags = ['collection'];
const security = [{ bearer: [] }];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const repeatable = (what: string) => repeatedIdsSchema(what, 10000);
const seriesParams = z.object({ series_id: idSchema('series') });

/** /api/user/collection/…: the dashboard list and header, team chips, owned counts, completion, series bulk. */
export function dashboardRoutes(
  dashboard: ReturnType<typeof createCollectionDashboardService>,
  cards: UserCardsService,
  seriesBulk: ReturnType<typeof createSeriesBulkService>,
): FastifyPluginAsyncZod {
  return async (routes) => {
    routes.addHook('onRequest', requireAuth());

    routes.get(
      '/user/collection/cards',
      {
        schema: {
          tags,
          security,
          description: `The 200 answer below, or with Accept: ${PACKED_CARDS_MEDIA_TYPE} the same list packed as a gzip file (packages/shared/src/packed-user-cards.ts).`,
          querystring: collectionCardsQuerySchema,
          response: { 200: userCardsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        // the dashboard's first load asks for the packed list as a gzip file, which it unpacks itself: 0.6 MB
        // and 2.8 MB of JSON to parse for 10,000 entries, where Content-Encoding hands the page 12 MB
        const packed = (request.headers.accept ?? '').includes(PACKED_CARDS_MEDIA_TYPE);
        const form = packed
          ? 'packed'
          : /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
            ? 'gzip'
            : 'json';
        const body = await cards.listBody(currentUser(request).userId, request.query, form);
        reply.header('vary', 'accept, accept-encoding');
        if (form === 'packed') return reply.type(PACKED_CARDS_MEDIA_TYPE).send(body as never);
        if (form === 'gzip') reply.header('content-encoding', 'gzip');
        // JSON written by user-card-view.ts (10,000 entries without re-serialising); the schema documents it
        return sendJsonText(reply, body);
      },
    );

    routes.get(
      '/user/collection/stats',
      {
        schema: {
          tags,
          security,
          response: { 200: z.object({ success: z.literal(true), stats: collectionStatsSchema }) },
        },
      },
      async (request) => {
        const stats = await dashboard.collectionStats(currentUser(request).userId);
        return {
          success: true as const,
          stats: { ...stats, total_value: Math.round(Number(stats.total_value ?? 0)) },
        };
      },
    );

    routes.get(
      '/user/collection/cards/teams-with-players',
      {
        schema: {
          tags,
          security,
          response: { 200: z.object({ success: z.literal(true), teams: z.array(collectionTeamSchema) }) },
        },
      },
      async (request) => ({
        success: true as const,
        teams: await dashboard.teamsWithPlayers(currentUser(request).userId),
      }),
    );

    routes.get(
      '/user/collection/owned-counts',
      {
        schema: {
          tags,
          security,
          querystring: z.object({ card_id: repeatable('card'), series_id: idSchema('series').optional() }),
          response: {
            200: z.object({ success: z.literal(true), counts: z.record(z.string(), z.number().int()) }),
            ...errors,
          },
        },
      },
      async (request) => {
        const { card_id: cardIds, series_id: seriesId } = request.query;
        const rows =
          seriesId || cardIds.length > 0
            ? await dashboard.ownedCounts(currentUser(request).userId, { cardIds, seriesId })
            : [];
        return {
          success: true as const,
          counts: Object.fromEntries(rows.map((row) => [String(row.card_id), row.count])),
        };
      },
    );

    routes.get(
      '/user/collection/series-completion',
      {
        schema: {
          tags,
          security,
          querystring: z.object({ series_id: repeatable('series') }),
          response: {
            200: z.object({ success: z.literal(true), series: z.array(seriesCompletionSchema) }),
            ...errors,
          },
        },
      },
      async (request) => {
        const ids = request.query.series_id;
        const rows = ids.length > 0 ? await dashboard.seriesCompletion(currentUser(request).userId, ids) : [];
        return {
          success: true as const,
          series: rows.map((row) => ({
            ...row,
            completion_percentage: completionPercentage(row.owned_cards, row.total_cards),
          })),
        };
      },
    );

    routes.post(
      '/user/collection/series/:series_id/add',
      {
        schema: {
          tags,
          security,
          params: seriesParams,
          body: seriesBulkAddBodySchema,
          response: {
            201: seriesBulkAddResponseSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const result = await seriesBulk.add(
          currentUser(request).userId,
          request.params.series_id,
          request.body.user_location,
        );
        return reply.status(201).send({
          success: true,
          ...result,
          message: `Added ${countLabel(result.added, 'card')} to your collection`,
        });
      },
    );

    routes.post(
      '/user/collection/series/:series_id/remove',
      {
        schema: {
          tags,
          security,
          params: seriesParams,
          response: {
            200: seriesBulkRemoveResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const result = await seriesBulk.remove(currentUser(request).userId, request.params.series_id);
        return {
          success: true as const,
          ...result,
          message: `Removed ${countLabel(result.removed, 'card')} from your collection`,
        };
      },
    );
  };
}
