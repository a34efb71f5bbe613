import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type deleteCommentContract,
  type editCommentContract,
  type postCommentContract,
  type CommentItemType,
  deleteCommentRoute,
  editCommentRoute,
  postCommentRoute,
} from '@cardbinder/shared';
import { callRoute } from '@/lib/api-client';
import { commentKeys } from '@/lib/query-keys';

function useInvalidateComments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.all });
}

export function usePostComment(itemType: CommentItemType, itemId: number) {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (text: string) =>
      callRoute<typeof postCommentContract>(postCommentRoute, {
        params: { itemType, itemId },
        body: { comment_text: text },
      }),
    onSuccess: invalidate,
  });
}

export function useEditComment() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: number; text: string }) =>
      callRoute<typeof editCommentContract>(editCommentRoute, {
        params: { commentId },
        body: { comment_text: text },
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteComment() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (commentId: number) =>
      callRoute<typeof deleteCommentContract>(deleteCommentRoute, { params: { commentId } }),
    onSuccess: invalidate,
  });
}
