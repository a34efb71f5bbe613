import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  moderationDeleteCommentContract,
  moderationStatsContract,
  muteUserContract,
  recentCommentsContract,
  unmuteUserContract,
  type ModerationComment,
  type ModerationStats,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { backOfficeKeys } from '@/lib/query-keys';

type CommentsAnswer = { comments: ModerationComment[] };

export function useModerationStats() {
  return useQuery({
    queryKey: backOfficeKeys.moderationStats,
    queryFn: ({ signal }) => callEndpoint(moderationStatsContract, {}, { signal }),
  });
}

export function useRecentComments() {
  return useQuery({
    queryKey: backOfficeKeys.recentComments,
    queryFn: ({ signal }) => callEndpoint(recentCommentsContract, {}, { signal }),
  });
}

/** Counters and lists change in place (spec 3 §2): no refetch after a moderation action. */
function usePatchModeration() {
  const queryClient = useQueryClient();
  return {
    stats: (change: (stats: ModerationStats) => ModerationStats) =>
      queryClient.setQueryData<ModerationStats>(backOfficeKeys.moderationStats, (stats) =>
        stats ? change(stats) : stats,
      ),
    comments: (change: (comments: ModerationComment[]) => ModerationComment[]) =>
      queryClient.setQueryData<CommentsAnswer>(backOfficeKeys.recentComments, (answer) =>
        answer ? { comments: change(answer.comments) } : answer,
      ),
  };
}

export function useDeleteComment() {
  const patch = usePatchModeration();
  return useMutation({
    mutationFn: (comment: ModerationComment) =>
      callEndpoint(moderationDeleteCommentContract, { params: { id: comment.comment_id } }),
    onSuccess: (_answer, comment) => {
      const ageMs = Date.now() - new Date(comment.created_at).getTime();
      patch.comments((comments) => comments.filter((c) => c.comment_id !== comment.comment_id));
      patch.stats((stats) => ({
        ...stats,
        total_comments: Math.max(0, stats.total_comments - 1),
        comments_24h: ageMs < 86_400_000 ? Math.max(0, stats.comments_24h - 1) : stats.comments_24h,
        comments_7d: ageMs < 7 * 86_400_000 ? Math.max(0, stats.comments_7d - 1) : stats.comments_7d,
      }));
    },
  });
}

export function useSetMuted() {
  const patch = usePatchModeration();
  return useMutation({
    mutationFn: ({ userId, mute, reason }: { userId: number; mute: boolean; reason?: string }) =>
      mute
        ? callEndpoint(muteUserContract, { params: { id: userId }, body: { reason: reason || null } })
        : callEndpoint(unmuteUserContract, { params: { id: userId } }),
    onSuccess: (_answer, { userId, mute }) => {
      patch.comments((comments) =>
        comments.map((c) => (c.user.user_id === userId ? { ...c, user: { ...c.user, is_muted: mute } } : c)),
      );
      patch.stats((stats) => ({ ...stats, muted_users: Math.max(0, stats.muted_users + (mute ? 1 : -1)) }));
    },
  });
}
