import { useQuery } from '@tanstack/react-query';
import {
  type seriesBySetSlugsContract,
  type seriesBySlugContract,
  type EndpointResponse,
  seriesBySetSlugsRoute,
  seriesBySlugRoute,
} from '@cardbinder/shared';
import { useAuth } from '@/features/auth';
import { callRoute } from '@/lib/api-client';
import { catalogueKeys, type SeriesRoute } from '@/lib/query-keys';

export type SeriesDetailResponse = EndpointResponse<typeof seriesBySlugContract>;

function fetchSeries(route: SeriesRoute, signal: AbortSignal): Promise<SeriesDetailResponse> {
  if ('year' in route)
    return callRoute<typeof seriesBySetSlugsContract>(seriesBySetSlugsRoute, { params: route }, { signal });
  return callRoute<typeof seriesBySlugContract>(
    seriesBySlugRoute,
    { params: { slug: route.seriesSlug } },
    { signal },
  );
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
