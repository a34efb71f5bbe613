import { progressPercentage, type AchievementMetric } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { recordEvent } from '@/events';
import { collectorStats } from './collector-stats.queries';
import * as q from './achievements.queries';

const DAY_MS = 86_400_000;

/** Runs an admin-written requirement query for one collector; null when it cannot be run (it failed). */
export type CustomQueryRunner = (query: string, userId: number) => Promise<number | null>;

/**
 * The custom achievements' numbers for one collector, each from the sandbox in a transaction of its own: run
 * before the evaluation's write transaction (the embedded database has one connection to share).
 */
export async function customProgress(
  db: Executor,
  userId: number,
  runCustom: CustomQueryRunner | null,
): Promise<Map<number, number>> {
  const values = new Map<number, number>();
  if (!runCustom) return values;
  for (const row of await q.activeCustomAchievements(db)) {
    const value = await runCustom(row.requirement_query, userId);
    if (value !== null) values.set(row.achievement_id, value);
  }
  return values;
}

export interface EvaluationResult {
  evaluated: number;
  unlocked: string[];
}

/** A repeatable achievement is earned again once its requirement holds and its cooldown (at least a day) is over. */
function earnedAgain(row: q.AchievementRow, previous: q.ProgressRow, now: number): boolean {
  if (!row.is_repeatable || !previous.completed_at) return false;
  const cooldown = Math.max(1, row.cooldown_days) * DAY_MS;
  return now - new Date(previous.completed_at).getTime() >= cooldown;
}

/**
 * Evaluates every active achievement for one collector: one pass computes all the built-in statistics (custom
 * achievements bring their numbers from the sandbox, see customProgress), and the progress is written in one statement. New
 * unlocks are an event (achievements.unlocked: the notifications module tells the collector) and wait to be
 * toasted on their next page.
 */
export async function evaluateCollector(
  tx: Executor,
  userId: number,
  custom: ReadonlyMap<number, number> = new Map(),
): Promise<EvaluationResult> {
  const [stats, achievements, progressRows] = await Promise.all([
    collectorStats(tx, userId),
    q.activeAchievements(tx),
    q.progressOf(tx, userId),
  ]);
  const previous = new Map(progressRows.map((row) => [row.achievement_id, row]));
  const now = Date.now();
  const writes: q.ProgressWrite[] = [];
  const unlocked: q.AchievementRow[] = [];
  for (const row of achievements) {
    let progress: number | null;
    if (row.requirement_type === 'custom') {
      progress = custom.get(row.achievement_id) ?? null;
    } else {
      progress = row.metric ? (stats[row.metric as AchievementMetric] ?? null) : null;
    }
    if (progress === null) continue;
    progress = Math.max(0, Math.min(2_147_483_647, Math.floor(progress)));
    const completed = progress >= row.requirement_value;
    const before = previous.get(row.achievement_id);
    const earned = completed && (!before?.is_completed || earnedAgain(row, before, now));
    writes.push({
      achievementId: row.achievement_id,
      progress,
      percentage: progressPercentage(progress, row.requirement_value),
      completed,
      earned,
    });
    if (earned) unlocked.push(row);
  }
  await q.writeProgress(tx, userId, writes);
  if (unlocked.length > 0) {
    await recordEvent(tx, 'achievements.unlocked', {
      userId,
      achievements: unlocked.map((row) => ({
        achievementId: row.achievement_id,
        name: row.name,
        tier: row.tier,
        points: row.points,
        description: row.description,
      })),
    });
  }
  return { evaluated: writes.length, unlocked: unlocked.map((row) => row.name) };
}
