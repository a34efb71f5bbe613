import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_MESSAGES,
  cardDetailResponseSchema,
  cardLongParamsSchema,
  cardNotFoundSchema,
  cardShortParamsSchema,
  cardsQuerySchema,
  cardsResponseSchema,
  parallelSeriesQuerySchema,
  parallelSeriesResponseSchema,
  type CardDetail,
} from '@cardbinder/shared';
import { errorBodySchema } from '@cardbinder/shared';
import { sendJsonText } from '@/lib/json-text';
import { CardNotFoundError, type CardViewer } from './cards.service';

const tags = ['catalogue'];

/** A missing card answers 404 with success false and, when the series exists, its first card to go to. */
async function sendCard(reply: FastifyReply, load: () => Promise<CardDetail>) {
  try {
    return { success: true as const, card: await load() };
  } catch (error) {
    if (!(error instanceof CardNotFoundError)) throw error;
    const { series } = error;
    return reply.status(404).send({
      success: false as const,
      error: CATALOGUE_MESSAGES.cardNotFound,
      message: CATALOGUE_MESSAGES.cardNotFound,
      series: {
        series_id: series.series_id,
        name: series.name,
        series_slug: series.series_slug,
        set_slug: series.set_slug,
        set_year: series.year,
        first_card: series.first_card,
      },
    });
  }
}

export const cardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cards: catalogueCards, photoUrls } = app.ctx.services;
  const viewerOf = (request: FastifyRequest): CardViewer =>
    request.user ? { userId: request.user.userId, photoUrls } : null;
  const detailResponse = { 200: cardDetailResponseSchema, 404: cardNotFoundSchema.or(errorBodySchema) };

  app.get(
    '/api/cards',
    {
      schema: {
        tags,
        querystring: cardsQuerySchema,
        response: { 200: cardsResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const cards = await catalogueCards.listCards(request.query, request.user?.userId ?? null);
      return sendJsonText(reply, `{"cards":${cards}}`);
    },
  );

  app.get(
    '/api/cards/parallel-series',
    {
      schema: {
        tags,
        querystring: parallelSeriesQuerySchema,
        response: { 200: parallelSeriesResponseSchema },
      },
    },
    async (request) => ({
      series: await catalogueCards.parallelSeries(request.query.set_id, request.query.card_number),
    }),
  );

  app.get(
    '/api/card/:seriesSlug/:cardNumber/:playerSlug',
    { schema: { tags, params: cardShortParamsSchema, response: detailResponse } },
    (request, reply) =>
      sendCard(reply, () =>
        catalogueCards.cardByNumber(request.params.seriesSlug, request.params.cardNumber, viewerOf(request)),
      ),
  );

  app.get(
    '/api/card-detail/:year/:setSlug/:seriesSlug/:cardSlug',
    { schema: { tags, params: cardLongParamsSchema, response: detailResponse } },
    (request, reply) => sendCard(reply, () => catalogueCards.cardBySlugs(request.params, viewerOf(request))),
  );
};
