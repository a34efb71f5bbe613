import { useQuery } from '@tanstack/react-query';
import { listBlocksContract } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { tradingKeys } from '@/lib/query-keys';

export function useBlocks() {
  return useQuery({
    queryKey: tradingKeys.blocks,
    queryFn: ({ signal }) => callEndpoint(listBlocksContract, {}, { signal }),
  });
}
