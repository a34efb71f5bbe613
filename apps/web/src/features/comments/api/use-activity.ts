import { useInfiniteQuery } from '@tanstack/react-query';
import {
  type activityContracts,
  activityRoutes,
  COMMENT,
  type EndpointResponse,
  type EndpointRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { commentKeys, type ActivityScope } from '@/lib/query-keys';

type ActivityContract = (typeof activityContracts)['set'];
export type ActivityPage = EndpointResponse<ActivityContract>;

/** Recent Activity of a set or series: 20 a page, 'Load more' while page < totalPages. */
export function useActivity(scope: ActivityScope, id: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.activity(scope, id),
    queryFn: ({ pageParam, signal }) =>
      callRoute<ActivityContract>(
        // both feeds take the same input and answer the same shape; only the address differs
        activityRoutes[scope] as EndpointRoute<ActivityContract>,
        { params: { id }, query: { page: pageParam, limit: COMMENT.activityPageSize } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
