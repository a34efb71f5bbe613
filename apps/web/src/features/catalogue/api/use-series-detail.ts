import { useQuery } from '@tanstack/react-query';
import { seriesBySetSlugsContract, seriesBySlugContract, type EndpointResponse } from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { callEndpoint } from '@/lib/api-client';
import { catalogueKeys, type SeriesRoute } from '@/lib/query-keys';

export type SeriesDetailResponse = EndpointResponse<typeof seriesBySlugContract>;

function fetchSeries(route: SeriesRoute, signal: AbortSignal): Promise<SeriesDetailResponse> {
  if ('year' in route) return callEndpoint(seriesBySetSlugsContract, { params: route }, { signal });
  return callEndpoint(seriesBySlugContract, { params: { slug: route.seriesSlug } }, { signal });
}

/** Series, its set, its family of parallels and (signed in) the completion. */
export function useSeriesDetail(route: SeriesRoute) {
  const { user, status } = useAuth();
  return useQuery({
    queryKey: catalogueKeys.series(route, user?.id ?? null),
    queryFn: ({ signal }) => fetchSeries(route, signal),
    enabled: status !== 'loading',
  });
}
