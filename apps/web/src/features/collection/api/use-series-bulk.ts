import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  type seriesBulkAddContract,
  type seriesBulkRemoveContract,
  type SeriesBulkAddBody,
  seriesBulkAddRoute,
  seriesBulkRemoveRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { collectionChanged } from '@/lib/query-keys';

/**
 * The collection views and the given catalogue queries (owned counts, completion) refetch in the
 * background: the dialog closes on the server's answer, not after 10,000 cards came back.
 */
function useRefreshAfterSeriesChange(catalogueQueryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return () => {
    void collectionChanged(queryClient);
    for (const queryKey of catalogueQueryKeys) void queryClient.invalidateQueries({ queryKey });
  };
}

/** One call adds a copy of every card of the series (spec 2 §2.8; decisions.md: not one call per card). */
export function useAddSeriesToCollection(seriesId: number, catalogueQueryKeys: readonly QueryKey[]) {
  const refresh = useRefreshAfterSeriesChange(catalogueQueryKeys);
  return useMutation({
    mutationFn: (body: SeriesBulkAddBody) =>
      callRoute<typeof seriesBulkAddContract>(seriesBulkAddRoute, { params: { series_id: seriesId }, body }),
    onSuccess: refresh,
  });
}

/** Removes the oldest basic copy of each card of the series (spec 2 §4). */
export function useRemoveSeriesFromCollection(seriesId: number, catalogueQueryKeys: readonly QueryKey[]) {
  const refresh = useRefreshAfterSeriesChange(catalogueQueryKeys);
  return useMutation({
    mutationFn: () =>
      callRoute<typeof seriesBulkRemoveContract>(seriesBulkRemoveRoute, { params: { series_id: seriesId } }),
    onSuccess: refresh,
  });
}
