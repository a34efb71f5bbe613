import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Location } from '@cardbinder/shared';
import { api, apiRequest } from '@/lib/api-client';
import { earlyOrApiGet } from '@/lib/early-or-api-get';
import { dashboardUrls } from './dashboard-urls';
import { collectionKeys, collectionChanged } from '@/lib/query-keys';

export const locationsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.locations,
    queryFn: async () => (await earlyOrApiGet<{ locations: Location[] }>(dashboardUrls.locations)).locations,
  });

export function useLocations(enabled = true) {
  return useQuery({ ...locationsQuery(), enabled });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { location: string; is_dashboard?: boolean }) =>
      (await api.post<{ location: Location }>('/api/user/locations', body)).location,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.locations }),
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; location?: string; is_dashboard?: boolean }) =>
      api.put(`/api/user/locations/${id}`, body),
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: number; reassignTo?: number }) =>
      apiRequest(`/api/user/locations/${id}`, {
        method: 'DELETE',
        body: reassignTo === undefined ? undefined : { reassign_to: reassignTo },
      }),
    onSuccess: () => collectionChanged(queryClient),
  });
}
