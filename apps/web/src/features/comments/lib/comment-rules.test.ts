// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Comment, User } from '@cardbinder/shared';
import { canDeleteComment, canEditComment, commentTextError, editWindowLeft } from './comment-rules';

const created = Date.parse('2025-06-01T12:00:00Z');
const comment = {
  comment_id: 1,
  comment_text: 'x',
  created_at: new Date(created).toISOString(),
  user: { user_id: 7 },
} as Comment;
const user = (user_id: number, role = 'user') => ({ user_id, role }) as User;
const at = (minutes: number) => created + minutes * 60_000;

describe('comment rules', () => {
  it('opens editing to the author for 15 minutes only', () => {
    expect(canEditComment(comment, user(7), at(14.9))).toBe(true);
    expect(canEditComment(comment, user(7), at(15))).toBe(false);
    expect(canEditComment(comment, user(8, 'superadmin'), at(1))).toBe(false);
    expect(canEditComment(comment, null, at(1))).toBe(false);
    expect(editWindowLeft(comment, at(10))).toBe(5 * 60_000);
    expect(editWindowLeft(comment, at(20))).toBe(0);
  });

  it('lets the author and admin roles delete', () => {
    expect(canDeleteComment(comment, user(7))).toBe(true);
    expect(canDeleteComment(comment, user(8))).toBe(false);
    expect(canDeleteComment(comment, user(8, 'data_admin'))).toBe(true);
    expect(canDeleteComment(comment, null)).toBe(false);
  });

  it('needs 1 to 5000 characters after trimming', () => {
    expect(commentTextError('  ')).toBe('Please enter a comment');
    expect(commentTextError(` ${'a'.repeat(5000)} `)).toBeNull();
    expect(commentTextError('a'.repeat(5001))).toMatch(/5000/);
  });
});
