import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createLocationContract,
  deleteLocationContract,
  listLocationsContract,
  updateLocationContract,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { earlyOrApiGet } from '@/lib/early-or-api-get';
import { dashboardUrls } from './dashboard-urls';
import { collectionKeys, collectionChanged } from '@/lib/query-keys';

export const locationsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.locations,
    queryFn: async () => (await earlyOrApiGet(listLocationsContract, dashboardUrls.locations)).locations,
  });

export function useLocations(enabled = true) {
  return useQuery({ ...locationsQuery(), enabled });
}

export function useCreateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { location: string; is_dashboard?: boolean }) =>
      (await callEndpoint(createLocationContract, { body })).location,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.locations }),
  });
}

export function useUpdateLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; location?: string; is_dashboard?: boolean }) =>
      callEndpoint(updateLocationContract, { params: { id }, body }),
    onSuccess: () => collectionChanged(queryClient),
  });
}

export function useDeleteLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reassignTo }: { id: number; reassignTo?: number }) =>
      callEndpoint(deleteLocationContract, {
        params: { id },
        body: reassignTo === undefined ? undefined : { reassign_to: reassignTo },
      }),
    onSuccess: () => collectionChanged(queryClient),
  });
}
