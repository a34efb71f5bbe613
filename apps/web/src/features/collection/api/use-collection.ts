import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  achievementStatsContract,
  cardCopiesContract,
  collectionCardsContract,
  collectionStatsContract,
  collectionTeamsContract,
  type AchievementStatsBody,
  type collectionTeamSchema,
} from '@cardbinder/shared';
import { callEndpoint } from '@/lib/api-client';
import { earlyOrApiGet } from '@/lib/early-or-api-get';
import { collectionQueryString, type CollectionFilters } from '../lib/collection-query-string';
import { dashboardUrls } from './dashboard-urls';
import { collectionKeys } from '@/lib/query-keys';

export type CollectionTeam = z.infer<typeof collectionTeamSchema>;

export const collectionStatsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.stats,
    queryFn: async () =>
      (await earlyOrApiGet<typeof collectionStatsContract>(collectionStatsContract, dashboardUrls.stats))
        .stats,
  });

/** enabled: false holds the call back (the dashboard asks once its card list has come). */
export function useCollectionStats(enabled = true) {
  return useQuery({ ...collectionStatsQuery(), enabled });
}

export type AchievementStats = AchievementStatsBody;

/** The dashboard's Achievements slot: Collector Score and unlocked count. */
export const achievementStatsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.achievementStats,
    queryFn: async ({ signal }) => (await callEndpoint(achievementStatsContract, {}, { signal })).stats,
  });

export function useAchievementStats() {
  return useQuery(achievementStatsQuery());
}

export const collectionTeamsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.teams,
    queryFn: async () =>
      (await earlyOrApiGet<typeof collectionTeamsContract>(collectionTeamsContract, dashboardUrls.teams))
        .teams,
  });

export function useCollectionTeams(enabled = true) {
  return useQuery({ ...collectionTeamsQuery(), enabled });
}

/** One definition for the list hook and the dashboard prefetch, so both land on the same cache entry. */
export function collectionCardsQuery(filters: CollectionFilters) {
  const query = collectionQueryString(filters);
  return queryOptions({
    queryKey: collectionKeys.cards({ query }),
    queryFn: async () =>
      (
        await earlyOrApiGet<typeof collectionCardsContract>(
          collectionCardsContract,
          dashboardUrls.cards(query),
        )
      ).cards,
  });
}

export function useCollectionCards(filters: CollectionFilters, enabled = true) {
  return useQuery({ ...collectionCardsQuery(filters), placeholderData: keepPreviousData, enabled });
}

/** The signed-in user's copies of one catalogue card (card page table). */
export function useCardCopies(cardId: number, enabled = true) {
  return useQuery({
    queryKey: collectionKeys.copies(cardId),
    queryFn: async () => (await callEndpoint(cardCopiesContract, { params: { card_id: cardId } })).cards,
    enabled,
  });
}
