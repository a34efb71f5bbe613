import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { gradingAgenciesContract, type gradingAgencySchema } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { collectionKeys } from '@/lib/query-keys';

export type GradingAgency = z.infer<typeof gradingAgencySchema>;

export function useGradingAgencies(enabled = true) {
  return useQuery({
    queryKey: collectionKeys.gradingAgencies,
    queryFn: async () => (await callEndpoint(gradingAgenciesContract, {})).agencies,
    staleTime: 60 * 60_000,
    enabled,
  });
}
