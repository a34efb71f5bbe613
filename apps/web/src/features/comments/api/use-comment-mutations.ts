import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comment, CommentItemType } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { commentKeys } from './comment-keys';

interface CommentAnswer {
  success: boolean;
  message: string;
  comment: Comment;
}

function useInvalidateComments() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: commentKeys.all });
}

export function usePostComment(itemType: CommentItemType, itemId: number) {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (text: string) =>
      api.post<CommentAnswer>(`/api/comments/${itemType}/${itemId}`, { comment_text: text }),
    onSuccess: invalidate,
  });
}

export function useEditComment() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: ({ commentId, text }: { commentId: number; text: string }) =>
      api.put<CommentAnswer>(`/api/comments/${commentId}`, { comment_text: text }),
    onSuccess: invalidate,
  });
}

export function useDeleteComment() {
  const invalidate = useInvalidateComments();
  return useMutation({
    mutationFn: (commentId: number) => api.delete(`/api/comments/${commentId}`),
    onSuccess: invalidate,
  });
}
