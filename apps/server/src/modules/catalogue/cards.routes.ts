import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_MESSAGES,
  cardByNumberContract,
  cardBySlugsContract,
  cardsListContract,
  PACKED_CARD_TABLE_MEDIA_TYPE,
  parallelSeriesContract,
  type CardDetail,
} from '@cardbinder/shared';
import { sendGzippedBody, sendJsonText, sendKeptJsonBody } from '@/lib/json-text';
import { registerEndpoint } from '@/plugins/endpoints';
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
  registerEndpoint(
    app,
    cardsListContract,
    async ({ query, user }, request, reply) => {
      const table = await catalogueCards.listCards(query, user?.userId ?? null);
      const vary = 'accept, accept-encoding';
      // the series page asks for the packed table (packages/shared packed-cards.ts), which it unpacks itself: a
      // tenth of the JSON to parse on a phone; every other client gets the JSON. It is kept gzipped and sent as
      // such (Content-Encoding), so the browser's network code inflates it, not the page's main thread.
      if ((request.headers.accept ?? '').includes(PACKED_CARD_TABLE_MEDIA_TYPE)) {
        reply.header('vary', vary);
        return sendGzippedBody(request, reply, await table.packedBody(), PACKED_CARD_TABLE_MEDIA_TYPE);
      }
      // a visitor's table is the same for everyone: its gzip form is made once and kept with it
      if (table.listBody) return sendKeptJsonBody(request, reply, table.listBody, vary);
      reply.header('vary', vary);
      return sendJsonText(reply, `{"cards":${table.json}}`);
    },
    tags,
  );

  registerEndpoint(
    app,
    parallelSeriesContract,
    async ({ query }) => ({
      series: await catalogueCards.parallelSeries(query.set_id, query.card_number),
    }),
    tags,
  );

  registerEndpoint(
    app,
    cardByNumberContract,
    ({ params }, request, reply) =>
      sendCard(reply, () =>
        catalogueCards.cardByNumber(params.seriesSlug, params.cardNumber, viewerOf(request)),
      ),
    tags,
  );

  registerEndpoint(
    app,
    cardBySlugsContract,
    ({ params }, request, reply) =>
      sendCard(reply, () => catalogueCards.cardBySlugs(params, viewerOf(request))),
    tags,
  );
};
