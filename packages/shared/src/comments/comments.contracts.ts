/** Discussion threads on sets, series and cards, and the Recent Activity feeds of sets and series. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { messageResponseSchema } from '../auth/auth';
import {
  activityResponseSchema,
  COMMENT_ITEM_TYPES,
  commentBodySchema,
  commentResponseSchema,
  commentsPageQuerySchema,
  commentsResponseSchema,
} from './comments';

const itemParams = z.object({
  itemType: z.enum(COMMENT_ITEM_TYPES, { error: 'Comments belong to a card, series or set' }),
  itemId: idSchema('item'),
});
const commentParams = z.object({ commentId: idSchema('comment') });
const errors = errorResponses(400, 401, 403, 404);

const activityContract = <const Scope extends 'set' | 'series'>(scope: Scope) =>
  defineEndpoint({
    method: 'GET',
    path: `/api/comments/${scope}/:id/activity`,
    access: 'public',
    params: z.object({ id: idSchema(scope) }),
    query: commentsPageQuerySchema,
    response: activityResponseSchema,
    errors: errorResponses(404),
  });

export const activityContracts = { set: activityContract('set'), series: activityContract('series') };

export const listCommentsContract = defineEndpoint({
  method: 'GET',
  path: '/api/comments/:itemType/:itemId',
  access: 'public',
  params: itemParams,
  query: commentsPageQuerySchema,
  response: commentsResponseSchema,
});

export const postCommentContract = defineEndpoint({
  method: 'POST',
  path: '/api/comments/:itemType/:itemId',
  access: 'user',
  params: itemParams,
  body: commentBodySchema,
  status: 201,
  response: commentResponseSchema,
  errors,
});

export const editCommentContract = defineEndpoint({
  method: 'PUT',
  path: '/api/comments/:commentId',
  access: 'user',
  params: commentParams,
  body: commentBodySchema,
  response: commentResponseSchema,
  errors,
});

export const deleteCommentContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/comments/:commentId',
  access: 'user',
  params: commentParams,
  response: messageResponseSchema,
  errors,
});
