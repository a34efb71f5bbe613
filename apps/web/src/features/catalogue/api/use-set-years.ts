import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setYearsResponseSchema } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type SetYearsResponse = z.infer<typeof setYearsResponseSchema>;

export function useSetYears() {
  return useQuery({
    queryKey: catalogueKeys.setYears(),
    queryFn: ({ signal }) => api.get<SetYearsResponse>('/api/sets/years', { signal }),
    staleTime: 5 * 60_000,
  });
}
