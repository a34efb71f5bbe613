import { startTransition, useOptimistic } from 'react';
import type { Notification } from '@cardbinder/shared';
import { queryUpdatesDelivered } from '@/lib/query-client';

interface Counts {
  all: number;
  unread: number;
  read: number;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * Read marks shown the moment they are asked for (React's useOptimistic): the items lose their unread look and
 * the tab counts move before the server answers. A mark lasts while its request and the list refresh that
 * follows it run; then the refreshed list speaks, or, after a failure, the items are unread again.
 */
export function useReadMarks(notifications: readonly Notification[], counts: Counts | undefined) {
  const [marked, mark] = useOptimistic(
    NONE,
    (current, ids: readonly number[]) => new Set([...current, ...ids]),
  );
  const newlyRead =
    marked.size === 0 ? 0 : notifications.filter((n) => !n.is_read && marked.has(n.notification_id)).length;
  return {
    notifications:
      newlyRead === 0
        ? notifications
        : notifications.map((n) =>
            !n.is_read && marked.has(n.notification_id) ? { ...n, is_read: true } : n,
          ),
    counts:
      newlyRead === 0 || !counts
        ? counts
        : { ...counts, unread: counts.unread - newlyRead, read: counts.read + newlyRead },
    /** shows `ids` read while `save` runs; `save` reports its own failure */
    markRead: (ids: readonly number[], save: () => Promise<unknown>) =>
      startTransition(async () => {
        mark(ids);
        await save();
        await queryUpdatesDelivered();
      }),
  };
}
