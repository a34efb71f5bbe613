import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS, unreadCountContract } from '@cardbinder/shared';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { authKeys, notificationKeys } from '@/lib/query-keys';

/**
 * Unread notifications for the bell, asked every 30 s while the tab is visible (TanStack Query pauses the
 * interval in a hidden tab and asks again when it shows); a failed load counts as 0. A 401 means the session
 * ended elsewhere (a password change signs out other sessions): the session is checked again, which signs out.
 */
export function useUnreadCount(enabled: boolean): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.unreadCount,
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(unreadCountContract, {}, { signal });
      } catch (error) {
        if (isApiError(error, 401)) void queryClient.invalidateQueries({ queryKey: authKeys.profile });
        throw error;
      }
    },
    enabled,
    refetchInterval: NOTIFICATIONS.pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });
  return query.data?.count ?? 0;
}

/** The badge text: nothing at 0, the number up to 99, then "99+". */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
