import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type createLocationContract,
  type deleteLocationContract,
  type listLocationsContract,
  listLocationsRoute,
  type updateLocationContract,
  createLocationRoute,
  deleteLocationRoute,
  updateLocationRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { earlyOrApiGet } from '@/lib/early-or-api-get';
import { dashboardUrls } from './dashboard-urls';
import { collectionKeys, collectionChanged } from '@/lib/query-keys';

export const locationsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.locations,
    queryFn: async () =>
      (await earlyOrApiGet<typeof listLocationsContract>(listLocationsRoute, dashboardUrls.locations))
        .locations,
  });

export function useLocations(enabled = true) {
  return useQuery({ ...locationsQuery(), enabled });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { location: string; is_dashboard?: boolean }) =>
      (await callRoute<typeof createLocationContract>(createLocationRoute, { body })).location,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.locations }),
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; location?: string; is_dashboard?: boolean }) =>
      callRoute<typeof updateLocationContract>(updateLocationRoute, { params: { id }, body }),
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: number; reassignTo?: number }) =>
      callRoute<typeof deleteLocationContract>(deleteLocationRoute, {
        params: { id },
        body: reassignTo === undefined ? undefined : { reassign_to: reassignTo },
      }),
    onSuccess: () => collectionChanged(queryClient),
  });
}
