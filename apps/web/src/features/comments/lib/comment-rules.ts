import { COMMENT, COMMENT_MESSAGES, isAdminRole, type Comment, type User } from '@cardbinder/shared';

const EDIT_WINDOW_MS = COMMENT.editWindowMinutes * 60_000;

/** The author may edit within 15 minutes of posting; the server checks again with its own clock. */
export function canEditComment(comment: Comment, user: User | null, now: number): boolean {
  if (!user || comment.user.user_id !== user.user_id) return false;
  return now - new Date(comment.created_at).getTime() < EDIT_WINDOW_MS;
}

/** The author, or any admin role (data_admin and up). */
export function canDeleteComment(comment: Comment, user: User | null): boolean {
  if (!user) return false;
  return comment.user.user_id === user.user_id || isAdminRole(user.role);
}

/** Milliseconds until the edit window closes (0 when it already has). */
export function editWindowLeft(comment: Comment, now: number): number {
  return Math.max(0, new Date(comment.created_at).getTime() + EDIT_WINDOW_MS - now);
}

/** null when the text may be sent, else the spec's message. */
export function commentTextError(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return COMMENT_MESSAGES.required;
  if (trimmed.length > COMMENT.maxLength) return COMMENT_MESSAGES.tooLong;
  return null;
}
