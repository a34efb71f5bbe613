import { useInfiniteQuery } from '@tanstack/react-query';
import { activityContracts, COMMENT, type EndpointResponse } from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { commentKeys, type ActivityScope } from '@/lib/query-keys';

export type ActivityPage = EndpointResponse<(typeof activityContracts)['set']>;

/** Recent Activity of a set or series: 20 a page, 'Load more' while page < totalPages. */
export function useActivity(scope: ActivityScope, id: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.activity(scope, id),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(
        activityContracts[scope],
        { params: { id }, query: { page: pageParam, limit: COMMENT.activityPageSize } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
