import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  deleteCommentContract,
  editCommentContract,
  postCommentContract,
  type CommentItemType,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { commentKeys } from '@/lib/query-keys';

function useInvalidateComments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.all });
}

export function usePostComment(itemType: CommentItemType, itemId: number) {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (text: string) =>
      callEndpoint(postCommentContract, { params: { itemType, itemId }, body: { comment_text: text } }),
    onSuccess: invalidate,
  });
}

export function useEditComment() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: number; text: string }) =>
      callEndpoint(editCommentContract, { params: { commentId }, body: { comment_text: text } }),
    onSuccess: invalidate,
  });
}

export function useDeleteComment() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (commentId: number) => callEndpoint(deleteCommentContract, { params: { commentId } }),
    onSuccess: invalidate,
  });
}
