import { sql } from 'drizzle-orm';
import { RECENT_ACTIVITY_LIMIT } from '@cardbinder/shared';
import type { Executor } from '@/db/client';
import { ENTRY_VALUE } from '@/modules/values';
import { itemNameSql, itemPathSql } from '@/lib/item-sql';
import type { SqlColumns } from '@/db/rows';
import type { achievements } from '@/db/schema';

/** One pass over the user's entries (user_cards_user_id_card_id_index) joined to their cards and values. */
export async function profileStats(db: Executor, userId: number) {
  const result = await db.execute<{
    total_cards: number;
    unique_cards: number;
    estimated_value: string | null;
    rookie_cards: number;
    autograph_cards: number;
    relic_cards: number;
    unique_sets: number;
    catalogue_pictures: number;
  }>(sql`
    select count(*)::int as total_cards,
           count(distinct uc.card_id)::int as unique_cards,
           coalesce(sum(${ENTRY_VALUE.value}), 0) as estimated_value,
           (count(*) filter (where c.is_rookie))::int as rookie_cards,
           (count(*) filter (where c.is_autograph))::int as autograph_cards,
           (count(*) filter (where c.is_relic))::int as relic_cards,
           count(distinct s.set_id)::int as unique_sets,
           (select count(*)::int from card_images ci
             where ci.contributor_id = ${userId} and ci.status = 'approved') as catalogue_pictures
    from user_cards uc join cards c on c.card_id = uc.card_id join series s on s.series_id = c.series_id
    ${ENTRY_VALUE.join}
    where uc.user_id = ${userId}`);
  const row = result.rows[0]!;
  return { ...row, estimated_value: Number(row.estimated_value ?? 0) };
}

/** The user's newest comments with what they were about. */
export async function recentComments(db: Executor, userId: number) {
  const result = await db.execute<{
    comment_id: number;
    comment_type: 'card' | 'series' | 'set';
    item_name: string | null;
    comment_text: string;
    created_at: Date | string;
    link: string | null;
  }>(sql`
    select c.comment_id, c.comment_type, c.comment_text, c.created_at,
           ${itemNameSql(sql`c.comment_type`, sql`c.item_id`)} as item_name,
           ${itemPathSql(sql`c.comment_type`, sql`c.item_id`)} as link
    from (select * from comments where user_id = ${userId} and comment_type <> 'trade'
          order by created_at desc, comment_id desc limit ${RECENT_ACTIVITY_LIMIT}) c
    order by c.created_at desc, c.comment_id desc`);
  return result.rows;
}

export type CompletedAchievementRow = SqlColumns<
  typeof achievements,
  'achievement_id' | 'name' | 'description' | 'tier' | 'points'
> & {
  /** the points it brought: a repeatable achievement counts them for each time it was earned */
  earned_points: number;
};

/** Every active achievement the user completed, newest first (the figures of their Collector Score). */
export async function completedAchievements(
  db: Executor,
  userId: number,
): Promise<CompletedAchievementRow[]> {
  const result = await db.execute<CompletedAchievementRow>(sql`
    select a.achievement_id, a.name, a.description, a.tier, a.points,
      a.points * greatest(1, ua.times_completed) as earned_points
    from user_achievements ua join achievements a on a.achievement_id = ua.achievement_id
    where ua.user_id = ${userId} and ua.is_completed and a.is_active
    order by ua.completed_at desc nulls last, a.achievement_id desc`);
  return result.rows;
}
