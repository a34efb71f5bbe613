import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMENT, type ActivityItem } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { commentKeys, type ActivityScope } from './comment-keys';

export interface ActivityPage {
  activities: ActivityItem[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** Recent Activity of a set or series: 20 a page, 'Load more' while page < totalPages. */
export function useActivity(scope: ActivityScope, id: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.activity(scope, id),
    queryFn: ({ pageParam, signal }) =>
      api.get<ActivityPage>(`/api/comments/${scope}/${id}/activity`, {
        query: { page: pageParam, limit: COMMENT.activityPageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
