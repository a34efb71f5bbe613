import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { setDetailResponseSchema } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { catalogueKeys } from './query-keys';

export type SetDetailResponse = z.infer<typeof setDetailResponseSchema>;

/** A set with its series and, when one was generated, the master-set spreadsheet. */
export function useSetDetail(year: number, setSlug: string) {
  return useQuery({
    queryKey: catalogueKeys.set(year, setSlug),
    queryFn: ({ signal }) =>
      api.get<SetDetailResponse>(`/api/sets/${year}/${encodeURIComponent(setSlug)}`, { signal }),
    enabled: Number.isInteger(year),
  });
}
