import { useQuery } from '@tanstack/react-query';
import { collectionBreakdownContract } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { collectionKeys } from '@/lib/query-keys';

/** The collection by year, team, set and player (under the collection's keys: a change there refreshes it). */
export function useCollectionBreakdown() {
  return useQuery({
    queryKey: collectionKeys.breakdown,
    queryFn: ({ signal }) => callEndpoint(collectionBreakdownContract, {}, { signal }),
    select: (answer) => answer.breakdown,
  });
}
