import { collectionStatsContract, collectionTeamsContract } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { bindDb } from '@/lib/bind-db';
import { createFingerprintCache } from '@/lib/fingerprint-cache';
import { keptJsonBody, type KeptJsonBody } from '@/lib/json-text';
import { keptWhileCurrent } from '@/modules/card-list';
import { collectionStats, teamsWithPlayers } from './collection-summary.queries';
import { ownedCounts, seriesCompletion } from './user-cards.queries';

/** The summaries of a 10,000-card collection read every card: kept per collector while nothing changed. */
const SUMMARY_CACHE_BYTES = 32 * 1024 * 1024;

/**
 * The dashboard header, team chips, owned counts and series completion of one collector. The header and the
 * chips are kept as finished response bodies (checked against their contract once, when made).
 */
export function createCollectionDashboardService(db: Db) {
  // the text (2 bytes a character at most), its bytes when sent plain and its gzip form (about a tenth)
  const kept = createFingerprintCache<{ text: string; body: KeptJsonBody }>(
    SUMMARY_CACHE_BYTES,
    (entry) => entry.text.length * 3.2,
  );
  const keep = (key: string, userId: number, build: () => Promise<string>) =>
    keptWhileCurrent(db, kept, key, userId, async () => {
      const text = await build();
      return { text, body: keptJsonBody(() => text) };
    }).then((entry) => entry.body);
  return {
    statsBody: (userId: number) =>
      keep(`stats:${userId}`, userId, async () => {
        const stats = await collectionStats(db, userId);
        const body = {
          success: true as const,
          stats: { ...stats, total_value: Math.round(Number(stats.total_value ?? 0)) },
        };
        return JSON.stringify(collectionStatsContract.response.parse(body));
      }),
    teamsBody: (userId: number) =>
      keep(`teams:${userId}`, userId, async () => {
        const body = { success: true as const, teams: await teamsWithPlayers(db, userId) };
        return JSON.stringify(collectionTeamsContract.response.parse(body));
      }),
    ...bindDb(db, { ownedCounts, seriesCompletion }),
  };
}
