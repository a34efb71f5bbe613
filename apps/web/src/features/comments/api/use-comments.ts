import { useInfiniteQuery } from '@tanstack/react-query';
import {
  COMMENT,
  type listCommentsContract,
  type CommentItemType,
  type EndpointResponse,
  listCommentsRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { commentKeys } from '@/lib/query-keys';

export type CommentsPage = EndpointResponse<typeof listCommentsContract>;

/** A thread, newest first, 20 a page; older pages load on demand. */
export function useComments(itemType: CommentItemType, itemId: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.list(itemType, itemId),
    queryFn: ({ pageParam, signal }) =>
      callRoute<typeof listCommentsContract>(
        listCommentsRoute,
        { params: { itemType, itemId }, query: { page: pageParam, limit: COMMENT.activityPageSize } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
