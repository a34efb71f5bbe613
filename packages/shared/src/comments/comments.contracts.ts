/** Discussion threads on sets, series and cards, and the Recent Activity feeds of sets and series. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import { messageResponseSchema } from '../auth/auth';
import { COMMENT_ITEM_TYPES } from './comment-messages';
import {
  activityResponseSchema,
  commentBodySchema,
  commentResponseSchema,
  commentsPageQuerySchema,
  commentsResponseSchema,
} from './comments';
import {
  activityRoutes,
  listCommentsRoute,
  postCommentRoute,
  editCommentRoute,
  deleteCommentRoute,
} from './comments.routes';

const itemParams = z.object({
  itemType: z.enum(COMMENT_ITEM_TYPES, { error: 'Comments belong to a card, series or set' }),
  itemId: idSchema('item'),
});
const commentParams = z.object({ commentId: idSchema('comment') });
const errors = errorResponses(400, 401, 403, 404);

const activityFeed = (scope: 'set' | 'series') =>
  ({
    access: 'public',
    params: z.object({ id: idSchema(scope) }),
    query: commentsPageQuerySchema,
    response: activityResponseSchema,
    errors: errorResponses(404),
  }) as const;

export const activityContracts = {
  set: defineEndpoint({ ...activityRoutes.set, ...activityFeed('set') }),
  series: defineEndpoint({ ...activityRoutes.series, ...activityFeed('series') }),
};

export const listCommentsContract = defineEndpoint({
  ...listCommentsRoute,
  access: 'public',
  params: itemParams,
  query: commentsPageQuerySchema,
  response: commentsResponseSchema,
});

export const postCommentContract = defineEndpoint({
  ...postCommentRoute,
  access: 'user',
  params: itemParams,
  body: commentBodySchema,
  status: 201,
  response: commentResponseSchema,
  errors,
});

export const editCommentContract = defineEndpoint({
  ...editCommentRoute,
  access: 'user',
  params: commentParams,
  body: commentBodySchema,
  response: commentResponseSchema,
  errors,
});

export const deleteCommentContract = defineEndpoint({
  ...deleteCommentRoute,
  access: 'user',
  params: commentParams,
  response: messageResponseSchema,
  errors,
});
