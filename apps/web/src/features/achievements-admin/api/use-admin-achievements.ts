import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAchievementCategoriesContract,
  adminListAchievementsContract,
  createAchievementContract,
  deleteAchievementContract,
  queryTesterUsersContract,
  recomputeAchievementsContract,
  recomputeStatusContract,
  testQueryContract,
  updateAchievementContract,
  type AchievementBody,
  type AchievementTier,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { achievementKeys, adminKeys } from '@/lib/query-keys';

export interface AdminAchievementFilters {
  search?: string;
  category?: number;
  tier?: AchievementTier;
}

export const useAdminAchievements = (filters: AdminAchievementFilters) =>
  useQuery({
    queryKey: adminKeys.achievementList(filters),
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminListAchievementsContract, { query: filters }, { signal })).achievements,
    placeholderData: (previous) => previous,
  });

export const useAdminAchievementCategories = () =>
  useQuery({
    queryKey: adminKeys.achievementCategories,
    queryFn: async ({ signal }) =>
      (await callEndpoint(adminAchievementCategoriesContract, {}, { signal })).categories,
  });

/** An edit changes what collectors see and, after the background re-evaluation, their progress. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.achievements }),
      queryClient.invalidateQueries({ queryKey: achievementKeys.all }),
    ]);
}

export function useSaveAchievement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AchievementBody }) =>
      id === null
        ? callEndpoint(createAchievementContract, { body })
        : callEndpoint(updateAchievementContract, { params: { achievement_id: id }, body }),
    onSuccess: refresh,
  });
}

export function useDeleteAchievement() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callEndpoint(deleteAchievementContract, { params: { achievement_id: id } }),
    onSuccess: refresh,
  });
}

/** The latest re-evaluation of every collector, polled while it runs. */
export const useRecomputeStatus = () =>
  useQuery({
    queryKey: adminKeys.achievementRecompute,
    queryFn: async ({ signal }) => (await callEndpoint(recomputeStatusContract, {}, { signal })).job,
    refetchInterval: (query) =>
      query.state.data && ['queued', 'processing'].includes(query.state.data.status) ? 2000 : false,
  });

export function useRecompute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(recomputeAchievementsContract, {}),
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.achievementRecompute, answer.job),
  });
}

export const useTesterUsers = () =>
  useQuery({
    queryKey: adminKeys.testerUsers,
    queryFn: ({ signal }) => callEndpoint(queryTesterUsersContract, {}, { signal }),
  });

export const useTestQuery = () =>
  useMutation({
    mutationFn: (body: { query: string; userId: number }) => callEndpoint(testQueryContract, { body }),
  });
