import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { collectionTeamSchema, CollectionStats, UserCard } from '@cardbinder/shared';
import { api } from '@/lib/api-client';
import { collectionKeys } from './query-keys';

export type CollectionTeam = z.infer<typeof collectionTeamSchema>;

export const collectionStatsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.stats,
    queryFn: async () => (await api.get<{ stats: CollectionStats }>('/api/user/collection/stats')).stats,
  });

export function useCollectionStats() {
  return useQuery(collectionStatsQuery());
}

export interface AchievementStats {
  total_achievements: number;
  total_points: number;
}

/**
 * The achievements routes are not built yet and a 404 logs a console error on every visit (see
 * config/features.ts); the issue that adds them switches this on. Until then the slot shows 0.
 */
export const ACHIEVEMENTS_ROUTE_READY = false;

export function useAchievementStats() {
  return useQuery({
    queryKey: collectionKeys.achievementStats,
    queryFn: async () => (await api.get<{ stats: AchievementStats }>('/api/user/achievements/stats')).stats,
    retry: false,
    enabled: ACHIEVEMENTS_ROUTE_READY,
  });
}

export const collectionTeamsQuery = () =>
  queryOptions({
    queryKey: collectionKeys.teams,
    queryFn: async () =>
      (await api.get<{ teams: CollectionTeam[] }>('/api/user/collection/cards/teams-with-players')).teams,
  });

export function useCollectionTeams() {
  return useQuery(collectionTeamsQuery());
}

export interface CollectionFilters {
  locationIds: readonly number[];
  teamIds: readonly number[];
  autos: boolean;
  relics: boolean;
  graded: boolean;
  rookies: boolean;
}

/** The list call's query string: no selected location means only unassigned cards (spec 2 §4). */
export function collectionQueryString(filters: CollectionFilters): string {
  const params = new URLSearchParams();
  if (filters.locationIds.length === 0) params.set('only_unassigned', 'true');
  for (const id of filters.locationIds) params.append('location_id', String(id));
  for (const id of filters.teamIds) params.append('team_id', String(id));
  if (filters.autos) params.set('is_autograph', 'true');
  if (filters.relics) params.set('is_relic', 'true');
  if (filters.graded) params.set('has_grade', 'true');
  if (filters.rookies) params.set('is_rookie', 'true');
  return params.toString();
}

/** One definition for the list hook and the dashboard prefetch, so both land on the same cache entry. */
export function collectionCardsQuery(filters: CollectionFilters) {
  const query = collectionQueryString(filters);
  return queryOptions({
    queryKey: collectionKeys.cards({ query }),
    queryFn: async () =>
      (await api.get<{ cards: UserCard[]; total: number }>(`/api/user/collection/cards?${query}`)).cards,
  });
}

export function useCollectionCards(filters: CollectionFilters, enabled = true) {
  return useQuery({ ...collectionCardsQuery(filters), placeholderData: keepPreviousData, enabled });
}

/** The signed-in user's copies of one catalogue card (card page table). */
export function useCardCopies(cardId: number, enabled = true) {
  return useQuery({
    queryKey: collectionKeys.copies(cardId),
    queryFn: async () => (await api.get<{ cards: UserCard[] }>(`/api/user/cards/${cardId}`)).cards,
    enabled,
  });
}
