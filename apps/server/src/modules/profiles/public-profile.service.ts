import { ACHIEVEMENT_TIERS, PROFILE_MESSAGES, type PublicProfileResponse } from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { AppError, notFound } from '@/lib/errors';
import type { PhotoUrlSigner } from '@/modules/photos';
import { favoriteCardsOf } from './favorites.service';
import { findProfileByUsername } from './profiles.queries';
import { toIso } from '@/db/sql';
import * as q from './public-profile.queries';

const RECENT_ACHIEVEMENTS = 5;

function summarise(rows: q.CompletedAchievementRow[]): PublicProfileResponse['achievements'] {
  const tiers = Object.fromEntries(ACHIEVEMENT_TIERS.map((tier) => [tier, 0])) as Record<
    (typeof ACHIEVEMENT_TIERS)[number],
    number
  >;
  for (const row of rows) tiers[row.tier] += 1;
  return {
    total_achievements: rows.length,
    total_points: rows.reduce((sum, row) => sum + row.earned_points, 0),
    tier_breakdown: tiers,
    recent_achievements: rows
      .slice(0, RECENT_ACHIEVEMENTS)
      .map(({ earned_points: _earned, ...achievement }) => achievement),
  };
}

/**
 * /{username}: anyone may read a public profile; a private one answers 403 to everyone but its owner and
 * nothing else of it leaves the server. Muted or deactivated users' profiles follow the same rule.
 */
export function createPublicProfileService(db: Db, photoUrls: PhotoUrlSigner) {
  return {
    async read(username: string, viewerId: number | null): Promise<PublicProfileResponse> {
      const user = await findProfileByUsername(db, username);
      if (!user) throw notFound(PROFILE_MESSAGES.userNotFound);
      const isOwn = viewerId === user.user_id;
      if (!user.is_public_profile && !isOwn) throw new AppError(403, PROFILE_MESSAGES.private, 'Forbidden');
      const [stats, activity, favorites, achievements] = await Promise.all([
        q.profileStats(db, user.user_id),
        q.recentComments(db, user.user_id),
        favoriteCardsOf(db, photoUrls, user.user_id),
        q.completedAchievements(db, user.user_id),
      ]);
      return {
        success: true,
        profile: {
          user_id: user.user_id,
          username: user.username,
          display_name: user.display_name,
          avatar_url: user.avatar_url,
          bio: user.bio,
          location: user.location,
          website: user.website,
          joined_date: toIso(user.created),
          is_own_profile: isOwn,
          is_public_profile: user.is_public_profile,
        },
        stats: { ...stats, achievements: achievements.length },
        recent_activity: activity.map((row) => ({ ...row, created_at: toIso(row.created_at) })),
        favorite_cards: favorites,
        achievements: summarise(achievements),
      };
    },
  };
}
