import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { REQUIREMENT_TYPE_LIST, TIER_ORDER } from './achievement-rules';

const errors = errorResponses(401);

export const achievementCategorySchema = z.object({
  category_id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
});
export type AchievementCategory = z.infer<typeof achievementCategorySchema>;

/** An achievement as a collector sees it (the admin's queries stay on the server). */
export const achievementSchema = z.object({
  achievement_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_name: z.string().nullable(),
  subcategory: z.string().nullable(),
  points: z.number().int(),
  tier: z.enum(TIER_ORDER),
  requirement_type: z.enum(REQUIREMENT_TYPE_LIST),
  requirement_value: z.number().int(),
  icon_url: z.string().nullable(),
  is_secret: z.boolean(),
  is_repeatable: z.boolean(),
  cooldown_days: z.number().int(),
  user_count: z.number().int(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementProgressSchema = z.object({
  achievement_id: z.number().int(),
  progress: z.number().int(),
  progress_percentage: z.number(),
  is_completed: z.boolean(),
  completed_at: z.string().nullable(),
  times_completed: z.number().int(),
});
export type AchievementProgress = z.infer<typeof achievementProgressSchema>;

export const achievementStatsSchema = z.object({
  total_achievements: z.number().int(),
  total_points: z.number().int(),
  /** the achievements the collector can see (active, and secret ones only once completed) */
  available_achievements: z.number().int(),
  completion_percentage: z.number(),
  common_achievements: z.number().int(),
  uncommon_achievements: z.number().int(),
  rare_achievements: z.number().int(),
  epic_achievements: z.number().int(),
  legendary_achievements: z.number().int(),
  mythic_achievements: z.number().int(),
});
export type AchievementStatsBody = z.infer<typeof achievementStatsSchema>;

export const unlockedAchievementSchema = z.object({
  achievement_id: z.number().int(),
  name: z.string(),
  tier: z.enum(TIER_ORDER),
  points: z.number().int(),
});
export type UnlockedAchievement = z.infer<typeof unlockedAchievementSchema>;

export const listAchievementsContract = defineEndpoint({
  method: 'GET',
  path: '/api/achievements',
  access: 'user',
  summary: 'The active achievements the caller can see (secret ones only once completed)',
  response: z.object({ success: z.literal(true), achievements: z.array(achievementSchema) }),
  errors,
});

export const achievementCategoriesContract = defineEndpoint({
  method: 'GET',
  path: '/api/achievements/categories',
  access: 'user',
  response: z.object({ success: z.literal(true), categories: z.array(achievementCategorySchema) }),
  errors,
});

export const achievementProgressContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/achievements/progress',
  access: 'user',
  summary: "The caller's stored progress on each achievement they can see",
  response: z.object({ success: z.literal(true), progress: z.array(achievementProgressSchema) }),
  errors,
});

export const achievementStatsContract = defineEndpoint({
  method: 'GET',
  path: '/api/user/achievements/stats',
  access: 'user',
  summary: "The caller's Collector Score, unlocked count, completion percent and per-tier counts",
  response: z.object({ success: z.literal(true), stats: achievementStatsSchema }),
  errors,
});

export const achievementAnnouncementsContract = defineEndpoint({
  method: 'POST',
  path: '/api/user/achievements/announcements',
  access: 'user',
  summary: 'Unlocks not yet shown to the caller, marked shown (the next page opened toasts them)',
  response: z.object({ success: z.literal(true), unlocked: z.array(unlockedAchievementSchema) }),
  errors,
});
