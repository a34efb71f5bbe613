import { z } from 'zod';
import { COMMENT } from '../rules/constants';
import { COMMENT_ITEM_TYPES, COMMENT_MESSAGES } from './comment-messages';

/** The text as typed (HTML included; clients render it as text), trimmed, 1 to 5000 characters. */
export const commentBodySchema = z.object({
  comment_text: z
    .string({ error: COMMENT_MESSAGES.required })
    .trim()
    .min(1, COMMENT_MESSAGES.required)
    .max(COMMENT.maxLength, COMMENT_MESSAGES.tooLong),
});

export const commentUserSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});

export const commentSchema = z.object({
  comment_id: z.number().int(),
  comment_type: z.enum(COMMENT_ITEM_TYPES),
  item_id: z.number().int(),
  comment_text: z.string(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  is_edited: z.boolean(),
  user: commentUserSchema,
});
export type Comment = z.infer<typeof commentSchema>;

export const commentsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(COMMENT.activityPageSize),
});

export const commentPaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});

export const commentsResponseSchema = z.object({
  comments: z.array(commentSchema),
  pagination: commentPaginationSchema,
});
export const commentResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  comment: commentSchema,
});

/** A Recent Activity item: a comment on the set itself, one of its series, or one of their cards. */
export const activityItemSchema = z.object({
  comment_id: z.number().int(),
  comment_text: z.string(),
  created_at: z.string(),
  is_edited: z.boolean(),
  activity_type: z.enum(COMMENT_ITEM_TYPES),
  item_id: z.number().int(),
  context_name: z.string(),
  set_year: z.number().int(),
  set_slug: z.string(),
  series_slug: z.string().nullable(),
  card_number: z.string().nullable(),
  card_slug: z.string().nullable(),
  user: commentUserSchema,
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityResponseSchema = z.object({
  activities: z.array(activityItemSchema),
  pagination: commentPaginationSchema,
});
