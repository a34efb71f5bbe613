import { sql } from 'drizzle-orm';
import type { Executor } from '@/db/client';
import type { OuterJoined, SqlColumnAs, SqlColumns } from '@/db/rows';
import type { achievementCategories, achievements, userAchievements } from '@/db/schema';
import { pgArray } from '@/db/sql';
import { STARTING_ACHIEVEMENTS, STARTING_CATEGORIES } from './starting-catalogue';

/** Writes the starting catalogue once, into an empty achievements table; admins edit it from then on. */
export async function seedStartingCatalogue(db: Executor): Promise<boolean> {
  return db.transaction(async (tx) => {
    // one seeder at a time (a server and a worker starting together)
    await tx.execute(sql`lock table achievement_categories in share row exclusive mode`);
    const existing = await tx.execute(sql`select 1 from achievement_categories limit 1`);
    if (existing.rows.length > 0) return false;
    await tx.execute(sql`insert into achievement_categories (name, icon)
      select * from unnest(${pgArray(STARTING_CATEGORIES.map((c) => c.name))}::text[], ${pgArray(STARTING_CATEGORIES.map((c) => c.icon))}::text[])`);
    const list = STARTING_ACHIEVEMENTS;
    await tx.execute(sql`
      insert into achievements (category_id, name, description, points, tier, requirement_type, requirement_value,
        metric, is_secret, is_repeatable, cooldown_days)
      select c.category_id, a.name, a.description, a.points, a.tier, a.type, a.value, a.metric, a.secret, a.repeatable, a.cooldown
      from unnest(${pgArray(list.map((a) => a.category))}::text[], ${pgArray(list.map((a) => a.name))}::text[],
        ${pgArray(list.map((a) => a.description))}::text[], ${pgArray(list.map((a) => a.points))}::int[], ${pgArray(list.map((a) => a.tier))}::text[],
        ${pgArray(list.map((a) => a.type))}::text[], ${pgArray(list.map((a) => a.value))}::int[], ${pgArray(list.map((a) => a.metric))}::text[],
        ${pgArray(list.map((a) => a.secret ?? false))}::boolean[], ${pgArray(list.map((a) => a.repeatable !== undefined))}::boolean[],
        ${pgArray(list.map((a) => a.repeatable?.cooldownDays ?? 0))}::int[])
        as a(category, name, description, points, tier, type, value, metric, secret, repeatable, cooldown)
      join achievement_categories c on c.name = a.category`);
    return true;
  });
}

export type AchievementRow = SqlColumns<
  typeof achievements,
  | 'achievement_id'
  | 'name'
  | 'description'
  | 'category_id'
  | 'subcategory'
  | 'points'
  | 'tier'
  | 'requirement_type'
  | 'requirement_value'
  | 'requirement_query'
  | 'metric'
  | 'icon_url'
  | 'is_active'
  | 'is_secret'
  | 'is_repeatable'
  | 'cooldown_days'
> &
  OuterJoined<SqlColumnAs<typeof achievementCategories, 'name', 'category_name'>> & { user_count: number };

export const achievementColumns = sql`a.achievement_id, a.name, a.description, a.category_id, c.name as category_name,
  a.subcategory, a.points, a.tier, a.requirement_type, a.requirement_value, a.requirement_query, a.metric,
  a.icon_url, a.is_active, a.is_secret, a.is_repeatable, a.cooldown_days,
  (select count(*) from user_achievements ua where ua.achievement_id = a.achievement_id and ua.is_completed)::int
    as user_count`;

/** Active achievements the user may see: secret ones only once that user has completed them. */
export async function visibleAchievements(db: Executor, userId: number): Promise<AchievementRow[]> {
  const result = await db.execute<AchievementRow>(sql`
    select ${achievementColumns}
    from achievements a left join achievement_categories c on c.category_id = a.category_id
    where a.is_active and (not a.is_secret or exists (select 1 from user_achievements ua
      where ua.achievement_id = a.achievement_id and ua.user_id = ${userId} and ua.is_completed))
    order by a.category_id, a.requirement_value, a.achievement_id`);
  return result.rows;
}

/** Every active achievement, for evaluation. */
export async function activeAchievements(db: Executor): Promise<AchievementRow[]> {
  const result = await db.execute<AchievementRow>(sql`
    select ${achievementColumns} from achievements a
    left join achievement_categories c on c.category_id = a.category_id
    where a.is_active order by a.achievement_id`);
  return result.rows;
}

export async function activeCustomAchievements(db: Executor) {
  const result = await db.execute<
    SqlColumns<typeof achievements, 'achievement_id'> & { requirement_query: string }
  >(sql`
    select achievement_id, requirement_query from achievements
    where is_active and requirement_type = 'custom' and coalesce(trim(requirement_query), '') <> ''
    order by achievement_id`);
  return result.rows;
}

export async function listCategories(db: Executor) {
  const result = await db.execute<SqlColumns<typeof achievementCategories, 'category_id' | 'name' | 'icon'>>(
    sql`select category_id, name, icon from achievement_categories order by category_id`,
  );
  return result.rows;
}

export type ProgressRow = SqlColumns<
  typeof userAchievements,
  'achievement_id' | 'progress' | 'progress_percentage' | 'is_completed' | 'completed_at' | 'times_completed'
>;

export async function progressOf(db: Executor, userId: number): Promise<ProgressRow[]> {
  const result = await db.execute<ProgressRow>(sql`
    select achievement_id, progress, progress_percentage, is_completed, completed_at, times_completed
    from user_achievements where user_id = ${userId}`);
  return result.rows;
}

export interface ProgressWrite {
  achievementId: number;
  progress: number;
  percentage: number;
  completed: boolean;
  /** a new earning now: completed_at moves to now, times_completed grows, the toast waits */
  earned: boolean;
}

/** Stores a collector's progress on many achievements in one statement. */
export async function writeProgress(db: Executor, userId: number, writes: ProgressWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await db.execute(sql`
    insert into user_achievements as ua (user_id, achievement_id, progress, progress_percentage, is_completed,
      completed_at, times_completed, announced, updated_at)
    select ${userId}, w.id, w.progress, w.percentage, w.completed, case when w.earned then now() end,
      case when w.earned then 1 else 0 end, not w.earned, now()
    from unnest(${pgArray(writes.map((w) => w.achievementId))}::int[], ${pgArray(writes.map((w) => w.progress))}::int[],
      ${pgArray(writes.map((w) => w.percentage))}::numeric[], ${pgArray(writes.map((w) => w.completed))}::boolean[],
      ${pgArray(writes.map((w) => w.earned))}::boolean[]) as w(id, progress, percentage, completed, earned)
    on conflict (user_id, achievement_id) do update set
      progress = excluded.progress,
      progress_percentage = excluded.progress_percentage,
      is_completed = excluded.is_completed or ua.is_completed,
      completed_at = case when excluded.times_completed > 0 then now() else ua.completed_at end,
      times_completed = ua.times_completed + excluded.times_completed,
      announced = case when excluded.times_completed > 0 then false else ua.announced end,
      updated_at = now()
    where ua.progress is distinct from excluded.progress
      or ua.progress_percentage is distinct from excluded.progress_percentage
      or excluded.times_completed > 0`);
}

export type UnlockRow = SqlColumns<typeof achievements, 'achievement_id' | 'name' | 'tier' | 'points'>;

/** Takes the unlocks not yet toasted, marking them shown. */
export async function takeUnannounced(db: Executor, userId: number): Promise<UnlockRow[]> {
  const result = await db.execute<UnlockRow>(sql`
    update user_achievements ua set announced = true
    from achievements a
    where a.achievement_id = ua.achievement_id and ua.user_id = ${userId} and not ua.announced
    returning a.achievement_id, a.name, a.tier, a.points`);
  return result.rows;
}
