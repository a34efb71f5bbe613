import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityContracts,
  deleteCommentContract,
  editCommentContract,
  listCommentsContract,
  postCommentContract,
} from '@cardbinder/shared';
import { clientKey } from '@/lib/client-address';
import { registerEndpoint } from '@/plugins/endpoints';

const tags = ['comments'];

/** Discussion threads on sets, series and cards, and the Recent Activity feeds of sets and series. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { comments } = app.ctx.services;
  // per author (the auth hook runs before route-level hooks), so one busy network does not block a club
  const writeLimit = {
    rateLimit: {
      max: app.ctx.config.commentRateLimit,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `comment-user:${request.user.userId}` : clientKey(request.ip),
    },
  };

  for (const scope of ['set', 'series'] as const) {
    registerEndpoint(
      app,
      activityContracts[scope],
      ({ params, query }) => comments.activity(scope, params.id, query),
      tags,
    );
  }

  registerEndpoint(
    app,
    listCommentsContract,
    ({ params, query }) => comments.list(params.itemType, params.itemId, query),
    tags,
  );

  registerEndpoint(
    app,
    postCommentContract,
    async ({ params, body, user }, _request, reply) => {
      const { itemType, itemId } = params;
      const result = await comments.post(user, itemType, itemId, body.comment_text);
      return reply.status(201).send(result);
    },
    { tags, config: writeLimit },
  );

  registerEndpoint(
    app,
    editCommentContract,
    ({ params, body, user }) => comments.edit(user, params.commentId, body.comment_text),
    { tags, config: writeLimit },
  );

  registerEndpoint(
    app,
    deleteCommentContract,
    ({ params, user }) => comments.remove(user, params.commentId),
    tags,
  );
};
