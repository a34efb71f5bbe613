import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkNotificationsContract,
  clearReadNotificationsContract,
  deleteNotificationContract,
  markAllNotificationsReadContract,
  markNotificationReadContract,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';

/** Every change refreshes the list and the bell's count. */
function useInvalidateNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
}

export function useMarkNotificationRead() {
  const onSuccess = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(markNotificationReadContract, { params: { id: String(id) } }),
    onSuccess,
  });
}

export function useMarkAllNotificationsRead() {
  const onSuccess = useInvalidateNotifications();
  return useMutation({ mutationFn: () => callEndpoint(markAllNotificationsReadContract, {}), onSuccess });
}

export function useDeleteNotification() {
  const onSuccess = useInvalidateNotifications();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteNotificationContract, { params: { id: String(id) } }),
    onSuccess,
  });
}

export function useClearReadNotifications() {
  const onSuccess = useInvalidateNotifications();
  return useMutation({ mutationFn: () => callEndpoint(clearReadNotificationsContract, {}), onSuccess });
}

export function useBulkNotifications() {
  const onSuccess = useInvalidateNotifications();
  return useMutation({
    mutationFn: (body: { action: 'read' | 'delete'; ids: number[] }) =>
      callEndpoint(bulkNotificationsContract, { body }),
    onSuccess,
  });
}
