import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveCardImageContract,
  cardImageQueueContract,
  cardImageSourceContract,
  rejectCardImageContract,
  removeCardImageContract,
} from '@cardbinder/shared';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['admin'];

/** The picture moderation queue; registered inside the /api/admin scope (data_admin and up). */
export const cardImageModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cardImageModeration: moderation } = app.ctx.services;
  registerEndpoint(app, cardImageQueueContract, ({ query }) => moderation.queue(query.status), tags);
  registerEndpoint(
    app,
    cardImageSourceContract,
    async ({ params }, _request, reply) => {
      const file = await moderation.source(params.id);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
    tags,
  );
  registerEndpoint(
    app,
    approveCardImageContract,
    ({ user, params, body }) => moderation.approve(user, params.id, body),
    tags,
  );
  registerEndpoint(
    app,
    rejectCardImageContract,
    ({ user, params, body }) => moderation.reject(user, params.id, body.reason),
    tags,
  );
  registerEndpoint(
    app,
    removeCardImageContract,
    ({ user, params }) => moderation.remove(user, params.id),
    tags,
  );
};
