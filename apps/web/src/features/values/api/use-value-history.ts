import { useQuery } from '@tanstack/react-query';
import {
  profileValueHistoryContract,
  valueHistoryContract,
  type ValueHistoryRange,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { valueKeys } from '@/lib/query-keys';

/** A collector's value history: their own (no username) or a public profile's. */
export function useValueHistory(range: ValueHistoryRange, username?: string) {
  return useQuery({
    queryKey: [...valueKeys.all, 'history', username ?? null, range],
    queryFn: ({ signal }) =>
      username
        ? callEndpoint(profileValueHistoryContract, { params: { username }, query: { range } }, { signal })
        : callEndpoint(valueHistoryContract, { query: { range } }, { signal }),
    retry: false,
  });
}
