import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { favoriteCardSchema } from './favorites.contracts';

export const ACHIEVEMENT_TIERS = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'mythic'] as const;
export const RECENT_ACTIVITY_LIMIT = 10;

/** Spec 2 §3 Public profile. */
export const publicProfileSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  website: z.string().nullable(),
  joined_date: z.string(),
  is_own_profile: z.boolean(),
  is_public_profile: z.boolean(),
});

/** Spec 2 §3 Profile stats, plus the completed achievements. */
export const profileStatsSchema = z.object({
  total_cards: z.number().int(),
  unique_cards: z.number().int(),
  estimated_value: z.number(),
  rookie_cards: z.number().int(),
  autograph_cards: z.number().int(),
  relic_cards: z.number().int(),
  unique_sets: z.number().int(),
  achievements: z.number().int(),
  /** the collector's photos that are the catalogue's pictures now */
  catalogue_pictures: z.number().int(),
});

export const recentActivitySchema = z.object({
  comment_id: z.number().int(),
  comment_type: z.enum(['card', 'series', 'set']),
  item_name: z.string().nullable(),
  comment_text: z.string(),
  created_at: z.string(),
  /** the page of what was commented on; null once it is gone */
  link: z.string().nullable(),
});

export const profileAchievementsSchema = z.object({
  total_achievements: z.number().int(),
  total_points: z.number().int(),
  tier_breakdown: z.object(
    Object.fromEntries(ACHIEVEMENT_TIERS.map((tier) => [tier, z.number().int()])) as Record<
      (typeof ACHIEVEMENT_TIERS)[number],
      z.ZodNumber
    >,
  ),
  recent_achievements: z.array(
    z.object({
      achievement_id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      tier: z.enum(ACHIEVEMENT_TIERS),
      points: z.number().int(),
    }),
  ),
});

export const publicProfileResponseSchema = z.object({
  success: z.literal(true),
  profile: publicProfileSchema,
  stats: profileStatsSchema,
  recent_activity: z.array(recentActivitySchema),
  favorite_cards: z.array(favoriteCardSchema),
  achievements: profileAchievementsSchema,
});
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;

export const publicProfileContract = defineEndpoint({
  method: 'GET',
  path: '/api/profile/user/:username',
  access: 'public',
  summary: "A collector's public profile (403 'This profile is private' to all but its owner)",
  params: z.object({ username: z.string().min(1).max(100) }),
  response: publicProfileResponseSchema,
});
