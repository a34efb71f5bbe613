/** What comments are about and the sentences about them, zod-free (the pages' code uses them). */
import { COMMENT } from '../rules/constants';

export const COMMENT_ITEM_TYPES = ['card', 'series', 'set'] as const;
export type CommentItemType = (typeof COMMENT_ITEM_TYPES)[number];

export const COMMENT_MESSAGES = {
  required: 'Please enter a comment',
  tooLong: `Comments can be at most ${COMMENT.maxLength} characters`,
  signIn: 'Please sign in to post comments',
  notFound: 'Comment not found',
  itemNotFound: 'The item you are commenting on does not exist',
  notAuthor: 'You can only edit your own comments',
  editWindow: `Comments can only be edited within ${COMMENT.editWindowMinutes} minutes of posting`,
  deleteForbidden: 'You can only delete your own comments',
  muted: 'Your account has been muted and cannot post comments',
  /** the muted sentence with the moderator's reason, when one was given */
  mutedBecause: (reason: string) => `Your account has been muted and cannot post comments. Reason: ${reason}`,
  posted: 'Comment posted successfully!',
  updated: 'Comment updated successfully!',
  deleted: 'Comment deleted successfully!',
} as const;
