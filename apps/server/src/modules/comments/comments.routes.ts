import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityResponseSchema,
  COMMENT_ITEM_TYPES,
  commentBodySchema,
  commentResponseSchema,
  commentsPageQuerySchema,
  commentsResponseSchema,
  errorBodySchema,
  idSchema,
  messageResponseSchema,
} from '@cardbinder/shared';
import { clientKey } from '@/lib/client-address';
import { currentUser, requireAuth } from '@/plugins/auth';

const tags = ['comments'];
const itemParams = z.object({
  itemType: z.enum(COMMENT_ITEM_TYPES, { error: 'Comments belong to a card, series or set' }),
  itemId: idSchema('item'),
});
const commentParams = z.object({ commentId: idSchema('comment') });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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
    app.get(
      `/api/comments/${scope}/:id/activity`,
      {
        schema: {
          tags,
          params: z.object({ id: idSchema(scope) }),
          querystring: commentsPageQuerySchema,
          response: { 200: activityResponseSchema, 404: errorBodySchema },
        },
      },
      (request) => comments.activity(scope, request.params.id, request.query),
    );
  }

  app.get(
    '/api/comments/:itemType/:itemId',
    {
      schema: {
        tags,
        params: itemParams,
        querystring: commentsPageQuerySchema,
        response: { 200: commentsResponseSchema },
      },
    },
    (request) => comments.list(request.params.itemType, request.params.itemId, request.query),
  );

  app.post(
    '/api/comments/:itemType/:itemId',
    {
      onRequest: requireAuth(),
      config: writeLimit,
      schema: {
        tags,
        params: itemParams,
        body: commentBodySchema,
        response: { 201: commentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { itemType, itemId } = request.params;
      const result = await comments.post(currentUser(request), itemType, itemId, request.body.comment_text);
      return reply.status(201).send(result);
    },
  );

  app.put(
    '/api/comments/:commentId',
    {
      onRequest: requireAuth(),
      config: writeLimit,
      schema: {
        tags,
        params: commentParams,
        body: commentBodySchema,
        response: { 200: commentResponseSchema, ...errors },
      },
    },
    (request) => comments.edit(currentUser(request), request.params.commentId, request.body.comment_text),
  );

  app.delete(
    '/api/comments/:commentId',
    {
      onRequest: requireAuth(),
      schema: { tags, params: commentParams, response: { 200: messageResponseSchema, ...errors } },
    },
    (request) => comments.remove(currentUser(request), request.params.commentId),
  );
};
