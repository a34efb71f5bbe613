/** Content moderation on the admin dashboard (spec 3 §2, §3 Moderation comment, §7): admin and superadmin. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema, textSchema } from '../api/input';
import { messageResponseSchema } from '../auth/auth';
import { COMMENT_ITEM_TYPES } from '../comments/comment-messages';

export const MODERATION = {
  /** recent comments listed on the dashboard */
  recentLimit: 20,
  previewLength: 200,
  deletePreviewLength: 100,
  reasonMax: 500,
} as const;

export const MODERATION_MESSAGES = {
  deleted: 'Comment deleted',
  muted: 'User muted',
  unmuted: 'User unmuted',
  deleteFailed: 'Failed to delete comment',
  muteFailed: 'Failed to mute user',
  unmuteFailed: 'Failed to unmute user',
  commentNotFound: 'Comment not found',
  userNotFound: 'User not found',
  muteSelf: 'You cannot mute yourself',
  muteStaff: 'Only a superadmin can mute a staff member',
  alreadyMuted: 'This user is already muted',
  notMuted: 'This user is not muted',
} as const;

/** A preview cut at `length` characters with an ellipsis when it was longer. */
export const previewText = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}…` : text;

export const moderationCommentSchema = z.object({
  comment_id: z.number().int(),
  comment_text: z.string(),
  created_at: z.string(),
  comment_type: z.enum(COMMENT_ITEM_TYPES),
  entity_name: z.string().nullable(),
  entity_slug: z.string().nullable(),
  entity_year: z.number().int().nullable(),
  card_number: z.string().nullable(),
  card_set_slug: z.string().nullable(),
  user: z.object({
    user_id: z.number().int(),
    username: z.string(),
    avatar_url: z.string().nullable(),
    is_muted: z.boolean(),
  }),
});
export type ModerationComment = z.infer<typeof moderationCommentSchema>;

export const moderationStatsSchema = z.object({
  total_comments: z.number().int(),
  comments_24h: z.number().int(),
  comments_7d: z.number().int(),
  muted_users: z.number().int(),
});
export type ModerationStats = z.infer<typeof moderationStatsSchema>;

const errors = errorResponses(400, 401, 403, 404);
const userParams = z.object({ id: idSchema('user') });

export const moderationStatsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/moderation/stats',
  access: 'admin',
  response: moderationStatsSchema,
  errors,
});

export const recentCommentsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/moderation/recent-comments',
  access: 'admin',
  response: z.object({ comments: z.array(moderationCommentSchema) }),
  errors,
});

export const moderationDeleteCommentContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/moderation/comments/:id',
  access: 'admin',
  params: z.object({ id: idSchema('comment') }),
  response: messageResponseSchema,
  errors,
});

export const muteUserContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/moderation/users/:id/mute',
  access: 'admin',
  params: userParams,
  body: z.object({ reason: textSchema('Reason', MODERATION.reasonMax).nullish() }),
  response: messageResponseSchema,
  errors: errorResponses(400, 401, 403, 404, 409),
});

export const unmuteUserContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/moderation/users/:id/unmute',
  access: 'admin',
  params: userParams,
  response: messageResponseSchema,
  errors: errorResponses(400, 401, 403, 404, 409),
});
