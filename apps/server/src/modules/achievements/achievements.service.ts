import { TIER_ORDER, type AchievementStatsBody } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { toIso } from '@/db/sql';
import * as q from './achievements.queries';

/** The fields a collector sees (the admin's view adds the queries and switches). */
export const toAchievement = (row: q.AchievementRow) => ({
  achievement_id: row.achievement_id,
  name: row.name,
  description: row.description,
  category_id: row.category_id,
  category_name: row.category_name,
  subcategory: row.subcategory,
  points: row.points,
  tier: row.tier,
  requirement_type: row.requirement_type,
  requirement_value: row.requirement_value,
  icon_url: row.icon_url,
  is_secret: row.is_secret,
  is_repeatable: row.is_repeatable,
  cooldown_days: row.cooldown_days,
  user_count: row.user_count,
});

/** The collector's side: what they can see, their stored progress and their score. Reads only. */
export function createAchievementsService(db: Db) {
  async function visibleProgress(userId: number) {
    const [achievements, progress] = await Promise.all([
      q.visibleAchievements(db, userId),
      q.progressOf(db, userId),
    ]);
    const visible = new Set(achievements.map((row) => row.achievement_id));
    return { achievements, progress: progress.filter((row) => visible.has(row.achievement_id)) };
  }

  return {
    async list(userId: number) {
      const rows = await q.visibleAchievements(db, userId);
      return { success: true as const, achievements: rows.map(toAchievement) };
    },

    async categories() {
      return { success: true as const, categories: await q.listCategories(db) };
    },

    async progress(userId: number) {
      const { progress } = await visibleProgress(userId);
      return {
        success: true as const,
        progress: progress.map((row) => ({
          achievement_id: row.achievement_id,
          progress: row.progress,
          progress_percentage: Number(row.progress_percentage),
          is_completed: row.is_completed,
          completed_at: toIso(row.completed_at),
          times_completed: row.times_completed,
        })),
      };
    },

    /** Collector Score: each earning counts its points (a repeatable one as often as it was earned). */
    async stats(userId: number) {
      const { achievements, progress } = await visibleProgress(userId);
      const byId = new Map(achievements.map((row) => [row.achievement_id, row]));
      const tiers = Object.fromEntries(TIER_ORDER.map((tier) => [tier, 0])) as Record<
        (typeof TIER_ORDER)[number],
        number
      >;
      let points = 0;
      let completed = 0;
      for (const row of progress) {
        const achievement = byId.get(row.achievement_id);
        if (!achievement || !row.is_completed) continue;
        completed += 1;
        tiers[achievement.tier] += 1;
        points += achievement.points * Math.max(1, row.times_completed);
      }
      const stats: AchievementStatsBody = {
        total_achievements: completed,
        total_points: points,
        available_achievements: achievements.length,
        completion_percentage:
          achievements.length === 0 ? 0 : Math.round((completed / achievements.length) * 1000) / 10,
        common_achievements: tiers.common,
        uncommon_achievements: tiers.uncommon,
        rare_achievements: tiers.rare,
        epic_achievements: tiers.epic,
        legendary_achievements: tiers.legendary,
        mythic_achievements: tiers.mythic,
      };
      return { success: true as const, stats };
    },

    async announcements(userId: number) {
      return { success: true as const, unlocked: await q.takeUnannounced(db, userId) };
    },
  };
}
