import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardImageConsentContract,
  cardImageFileContract,
  cardImagesContract,
  myCardImagesContract,
  suggestCardImageContract,
  withdrawCardImageContract,
} from '@cardbinder/shared';
import { notFound } from '@/lib/errors';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['card-images'];
const YEAR = 365 * 24 * 60 * 60;

/** Collectors' suggestions and the published pictures (public, content-addressed, cached for a year). */
export const cardImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cardImages } = app.ctx.services;
  registerEndpoint(app, cardImageConsentContract, ({ user }) => cardImages.consent(user.userId), tags);
  registerEndpoint(
    app,
    suggestCardImageContract,
    async ({ user, params, body }, _request, reply) =>
      reply.status(201).send(await cardImages.suggest(user.userId, params.photoId, body.side, body.consent)),
    tags,
  );
  registerEndpoint(app, myCardImagesContract, ({ user }) => cardImages.mine(user.userId), tags);
  registerEndpoint(
    app,
    withdrawCardImageContract,
    ({ user, params }) => cardImages.withdraw(user.userId, params.id),
    tags,
  );
  registerEndpoint(
    app,
    cardImagesContract,
    async ({ query }, _request, reply) => {
      // a withdrawal must show at once, so browsers ask every time; the files are the long-lived part
      reply.header('cache-control', 'no-cache');
      return cardImages.published(query.card_ids);
    },
    tags,
  );
  registerEndpoint(
    app,
    cardImageFileContract,
    async ({ params }, _request, reply) => {
      const file = await cardImages.file(params.name);
      if (!file) throw notFound('Picture not found');
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', `public, max-age=${YEAR}, immutable`)
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
    tags,
  );
};
