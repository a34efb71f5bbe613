import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setsListResponseSchema } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type SetsListResponse = z.infer<typeof setsListResponseSchema>;

export function useSetsList(year: number) {
  return useQuery({
    queryKey: catalogueKeys.sets(year),
    queryFn: ({ signal }) => api.get<SetsListResponse>('/api/sets-list', { query: { year }, signal }),
    enabled: Number.isInteger(year),
  });
}
