import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getNotificationSettingsContract,
  updateNotificationSettingsContract,
  type NotificationSettings,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { notificationKeys } from '@/lib/query-keys';

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => callEndpoint(getNotificationSettingsContract, {}, { signal }),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) =>
      callEndpoint(updateNotificationSettingsContract, { body: settings }),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.settings, answer),
  });
}
