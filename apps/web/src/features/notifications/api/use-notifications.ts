import { useQuery } from '@tanstack/react-query';
import { listNotificationsContract, NOTIFICATIONS } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';

/** The newest 100 notifications with the counts of the All / Unread / Read tabs. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) =>
      callEndpoint(listNotificationsContract, { query: { limit: NOTIFICATIONS.pageLimit } }, { signal }),
  });
}
