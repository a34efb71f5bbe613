import { collectionStatsContract, collectionTeamsContract } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { bindDb } from '@/lib/bind-db';
import { createFingerprintCache } from '@/lib/fingerprint-cache';
import { keptJsonBody, type KeptJsonBody } from '@/lib/json-text';
import { keptWhileCurrent } from '@/modules/card-list';
import { collectionCounts, collectionValueTotal, teamsWithPlayers } from './collection-summary.queries';
import { ownedCounts, seriesCompletion } from './user-cards.queries';

/** The summaries of a 10,000-card collection read every card: kept per collector while nothing changed. */
const SUMMARY_CACHE_BYTES = 32 * 1024 * 1024;
const COUNTS_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * The dashboard header, team chips, owned counts and series completion of one collector. The chips are kept as
 * finished response bodies (checked against their contract once, when made); the header keeps its counts and
 * reads its value fresh (card values move without the collection changing).
 */
export function createCollectionDashboardService(db: Db) {
  // the text (2 bytes a character at most), its bytes when sent plain and its gzip form (about a tenth)
  const kept = createFingerprintCache<{ text: string; body: KeptJsonBody }>(
    SUMMARY_CACHE_BYTES,
    (entry) => entry.text.length * 3.2,
  );
  const keptCounts = createFingerprintCache<Awaited<ReturnType<typeof collectionCounts>>>(
    COUNTS_CACHE_BYTES,
    () => 512,
  );
  const keep = (key: string, userId: number, build: () => Promise<string>) =>
    keptWhileCurrent(db, kept, key, userId, async () => {
      const text = await build();
      return { text, body: keptJsonBody(() => text) };
    }).then((entry) => entry.body);
  return {
    async statsBody(userId: number) {
      const [counts, totalValue] = await Promise.all([
        keptWhileCurrent(db, keptCounts, `counts:${userId}`, userId, () => collectionCounts(db, userId)),
        collectionValueTotal(db, userId),
      ]);
      const body = { success: true as const, stats: { ...counts, total_value: Math.round(totalValue) } };
      const text = JSON.stringify(collectionStatsContract.response.parse(body));
      return keptJsonBody(() => text);
    },
    teamsBody: (userId: number) =>
      keep(`teams:${userId}`, userId, async () => {
        const body = { success: true as const, teams: await teamsWithPlayers(db, userId) };
        return JSON.stringify(collectionTeamsContract.response.parse(body));
      }),
    ...bindDb(db, { ownedCounts, seriesCompletion }),
  };
}
