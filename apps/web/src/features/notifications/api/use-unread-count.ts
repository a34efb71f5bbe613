import { useQuery } from '@tanstack/react-query';
import { serverFeatures } from '@/config/features';
import { api, isApiError } from '@/lib/api-client';

const POLL_MS = 30_000;

/** Unread notifications for the bell, polled every 30 s; a failed load counts as 0 (spec §8). */
export function useUnreadCount(enabled: boolean): number {
  const query = useQuery({
    queryKey: ['notifications', 'unread-count'],
    queryFn: async () => {
      try {
        const body = await api.get<{ count?: number }>('/api/notifications/unread-count');
        return typeof body.count === 'number' ? body.count : 0;
      } catch (error) {
        if (isApiError(error, 404)) return 0;
        throw error;
      }
    },
    enabled: enabled && serverFeatures.notifications,
    refetchInterval: POLL_MS,
    retry: false,
  });
  return query.data ?? 0;
}

/** The badge text: nothing at 0, the number up to 99, then "99+". */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
