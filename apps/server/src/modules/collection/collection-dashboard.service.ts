import type { Db } from '@/db/client';
import { bindDb } from '@/lib/bind-db';
import { createFingerprintCache } from '@/lib/fingerprint-cache';
import { keptWhileCurrent } from '@/modules/card-list';
import { collectionStats, teamsWithPlayers } from './collection-summary.queries';
import { ownedCounts, seriesCompletion } from './user-cards.queries';

type Stats = Awaited<ReturnType<typeof collectionStats>>;
type Teams = Awaited<ReturnType<typeof teamsWithPlayers>>;

/** The summaries of a 10,000-card collection read every card: kept per collector while nothing changed. */
const SUMMARY_CACHE_BYTES = 32 * 1024 * 1024;

/** The dashboard header, team chips, owned counts and series completion of one collector. */
export function createCollectionDashboardService(db: Db) {
  const sizeOf = (value: unknown) => JSON.stringify(value).length * 2;
  const stats = createFingerprintCache<Stats>(SUMMARY_CACHE_BYTES, sizeOf);
  const teams = createFingerprintCache<Teams>(SUMMARY_CACHE_BYTES, sizeOf);
  return {
    collectionStats: (userId: number) =>
      keptWhileCurrent(db, stats, String(userId), userId, () => collectionStats(db, userId)),
    teamsWithPlayers: (userId: number) =>
      keptWhileCurrent(db, teams, String(userId), userId, () => teamsWithPlayers(db, userId)),
    ...bindDb(db, { ownedCounts, seriesCompletion }),
  };
}
