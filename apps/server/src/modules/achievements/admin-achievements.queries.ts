import type { AchievementBody, AchievementTier } from '@cardbinder/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { SqlColumns } from '@/db/rows';
import type { achievements, users } from '@/db/schema';
import { containsPattern } from '@/lib/like-pattern';
import { achievementColumns, type AchievementRow } from './achievements.queries';

export type AdminAchievementRow = AchievementRow & { completion_query: string | null };

const columns = sql`${achievementColumns}, a.completion_query`;

export async function listForAdmin(
  db: Executor,
  filter: { search?: string; category?: number; tier?: AchievementTier },
): Promise<AdminAchievementRow[]> {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const result = await db.execute<AdminAchievementRow>(sql`
    select ${columns} from achievements a left join achievement_categories c on c.category_id = a.category_id
    where (${pattern}::text is null or a.name ilike ${pattern} or a.description ilike ${pattern})
      and (${filter.category ?? null}::int is null or a.category_id = ${filter.category ?? null})
      and (${filter.tier ?? null}::text is null or a.tier = ${filter.tier ?? null})
    order by a.achievement_id`);
  return result.rows;
}

export async function findForAdmin(db: Executor, achievementId: number): Promise<AdminAchievementRow | null> {
  const result = await db.execute<AdminAchievementRow>(sql`
    select ${columns} from achievements a left join achievement_categories c on c.category_id = a.category_id
    where a.achievement_id = ${achievementId}`);
  return result.rows[0] ?? null;
}

type Body = Omit<AchievementBody, 'points' | 'requirement_value' | 'cooldown_days' | 'category_id'> & {
  category_id: number;
  points: number;
  requirement_value: number;
  cooldown_days?: number | null;
};

const values = (b: Body) => ({
  custom: b.requirement_type === 'custom',
  query: b.requirement_type === 'custom' ? (b.requirement_query?.trim() ?? null) : null,
  metric: b.requirement_type === 'custom' ? null : (b.metric ?? null),
  cooldown: b.is_repeatable ? (b.cooldown_days ?? 0) : 0,
});

export async function insertAchievement(db: Executor, b: Body): Promise<number> {
  const v = values(b);
  const result = await db.execute<SqlColumns<typeof achievements, 'achievement_id'>>(sql`
    insert into achievements (category_id, name, description, subcategory, points, tier, requirement_type,
      requirement_value, metric, requirement_query, completion_query, icon_url, is_active, is_secret, is_repeatable,
      cooldown_days)
    values (${b.category_id}, ${b.name}, ${b.description}, ${b.subcategory ?? null}, ${b.points}, ${b.tier},
      ${b.requirement_type}, ${b.requirement_value}, ${v.metric}, ${v.query}, ${b.completion_query ?? null},
      ${b.icon_url ?? null}, ${b.is_active ?? true}, ${b.is_secret ?? false}, ${b.is_repeatable ?? false}, ${v.cooldown})
    returning achievement_id`);
  return result.rows[0]!.achievement_id;
}

export async function updateAchievement(db: Executor, achievementId: number, b: Body): Promise<boolean> {
  const v = values(b);
  const result = await db.execute(sql`
    update achievements set category_id = ${b.category_id}, name = ${b.name}, description = ${b.description},
      subcategory = ${b.subcategory ?? null}, points = ${b.points}, tier = ${b.tier},
      requirement_type = ${b.requirement_type}, requirement_value = ${b.requirement_value}, metric = ${v.metric},
      requirement_query = ${v.query}, completion_query = ${b.completion_query ?? null}, icon_url = ${b.icon_url ?? null},
      is_active = ${b.is_active ?? true}, is_secret = ${b.is_secret ?? false},
      is_repeatable = ${b.is_repeatable ?? false}, cooldown_days = ${v.cooldown}
    where achievement_id = ${achievementId}`);
  return (result.rowCount ?? 0) > 0;
}

/** Deletes the achievement and, by the foreign key's cascade, every collector's progress on it. */
export async function deleteAchievement(db: Executor, achievementId: number): Promise<boolean> {
  const result = await db.execute(sql`delete from achievements where achievement_id = ${achievementId}`);
  return (result.rowCount ?? 0) > 0;
}

export async function firstUsers(db: Executor, limit: number) {
  const result = await db.execute<SqlColumns<typeof users, 'user_id' | 'username'>>(
    sql`select user_id, username from users order by user_id limit ${limit}`,
  );
  return result.rows;
}
