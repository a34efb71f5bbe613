// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unreadBadge } from './use-unread-count';

describe('unreadBadge', () => {
  it('is empty at 0, the number up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
    expect(unreadBadge(4321)).toBe('99+');
  });
});
