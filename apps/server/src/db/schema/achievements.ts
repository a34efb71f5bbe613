import { boolean, index, integer, numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const TIERS = ['common', 'uncommon', 'rare', 'epic', 'legendary', 'mythic'] as const;
export const REQUIREMENT_TYPES = [
  'count',
  'unique',
  'value',
  'streak',
  'percentage',
  'boolean',
  'custom',
] as const;

export const achievementCategories = pgTable('achievement_categories', {
  categoryId: integer('category_id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  icon: text('icon'),
});

export const achievements = pgTable('achievements', {
  achievementId: integer('achievement_id').primaryKey().generatedAlwaysAsIdentity(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => achievementCategories.categoryId),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  subcategory: text('subcategory'),
  points: integer('points').notNull(),
  tier: text('tier', { enum: TIERS }).notNull(),
  requirementType: text('requirement_type', { enum: REQUIREMENT_TYPES }).notNull(),
  requirementValue: integer('requirement_value').notNull(),
  /** the collector statistic a built-in requirement type measures (cards, rookies, …); null for custom */
  metric: text('metric'),
  requirementQuery: text('requirement_query'),
  completionQuery: text('completion_query'),
  iconUrl: text('icon_url'),
  isActive: boolean('is_active').notNull().default(true),
  isSecret: boolean('is_secret').notNull().default(false),
  isRepeatable: boolean('is_repeatable').notNull().default(false),
  cooldownDays: integer('cooldown_days').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userAchievements = pgTable(
  'user_achievements',
  {
    userAchievementId: integer('user_achievement_id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.userId, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id')
      .notNull()
      .references(() => achievements.achievementId, { onDelete: 'cascade' }),
    progress: integer('progress').notNull().default(0),
    progressPercentage: numeric('progress_percentage', { precision: 5, scale: 2 }).notNull().default('0'),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** earnings so far: 1 once completed, more for repeatable achievements earned again after their cooldown */
    timesCompleted: integer('times_completed').notNull().default(0),
    /** false from an unlock until the collector's next page has shown its toast */
    announced: boolean('announced').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_achievements_key').on(t.userId, t.achievementId), index().on(t.achievementId)],
);
