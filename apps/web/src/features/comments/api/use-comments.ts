import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMENT, type Comment, type CommentItemType } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { commentKeys } from './comment-keys';

export interface CommentsPage {
  comments: Comment[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

/** A thread, newest first, 20 a page; older pages load on demand. */
export function useComments(itemType: CommentItemType, itemId: number) {
  return useInfiniteQuery({
    queryKey: commentKeys.list(itemType, itemId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentsPage>(`/api/comments/${itemType}/${itemId}`, {
        query: { page: pageParam, limit: COMMENT.activityPageSize },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.totalPages ? last.pagination.page + 1 : undefined,
  });
}
