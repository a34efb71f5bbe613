import { useQuery } from '@tanstack/react-query';
import {
  achievementCategoriesContract,
  achievementProgressContract,
  achievementStatsContract,
  listAchievementsContract,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { achievementKeys } from '@/lib/query-keys';

export const useAchievementList = () =>
  useQuery({
    queryKey: achievementKeys.list,
    queryFn: async ({ signal }) =>
      (await callEndpoint(listAchievementsContract, {}, { signal })).achievements,
  });

export const useAchievementProgress = () =>
  useQuery({
    queryKey: achievementKeys.progress,
    queryFn: async ({ signal }) => (await callEndpoint(achievementProgressContract, {}, { signal })).progress,
  });

export const useAchievementCategories = () =>
  useQuery({
    queryKey: achievementKeys.categories,
    queryFn: async ({ signal }) =>
      (await callEndpoint(achievementCategoriesContract, {}, { signal })).categories,
    staleTime: 5 * 60_000,
  });

export const useAchievementStatsQuery = () =>
  useQuery({
    queryKey: achievementKeys.stats,
    queryFn: async ({ signal }) => (await callEndpoint(achievementStatsContract, {}, { signal })).stats,
  });
