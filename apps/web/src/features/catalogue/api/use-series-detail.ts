import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { seriesDetailResponseSchema } from '@cardbinder/shared';
import { useAuth } from '@/features/auth/hooks/auth-context';
import { api } from '@/lib/api-client';
import { catalogueKeys, type SeriesRoute } from './query-keys';

export type SeriesDetailResponse = z.infer<typeof seriesDetailResponseSchema>;

function seriesUrl(route: SeriesRoute): string {
  const series = encodeURIComponent(route.seriesSlug);
  if ('year' in route) return `/api/sets/${route.year}/${encodeURIComponent(route.setSlug)}/${series}`;
  return `/api/series/by-slug/${series}`;
}

/** Series, its set, its family of parallels and (signed in) the completion. */
export function useSeriesDetail(route: SeriesRoute) {
  const { user, status } = useAuth();
  return useQuery({
    queryKey: catalogueKeys.series(route, user?.id ?? null),
    queryFn: ({ signal }) => api.get<SeriesDetailResponse>(seriesUrl(route), { signal }),
    enabled: status !== 'loading',
  });
}
