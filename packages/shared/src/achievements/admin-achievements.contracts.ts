/** The back office's achievements calls and the SQL query tester (spec 3 §7), admin and up. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { idSchema } from '../api/input';
import {
  ACHIEVEMENT_METRIC_LIST,
  REQUIREMENT_TYPE_LIST,
  TIER_ORDER,
  type AchievementMetric,
} from './achievement-rules';
import { achievementCategorySchema, achievementSchema } from './achievements.contracts';

/** Spec 3 §5 (achievements, query tester) and §8. */
export const ACHIEVEMENT_ADMIN_MESSAGES = {
  nameRequired: 'Achievement name is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  pointsPositive: 'Points must be greater than 0',
  requirementPositive: 'Requirement value must be greater than 0',
  metricRequired: 'Choose what a built-in requirement measures',
  queryRequiredForCustom: 'A custom achievement needs a requirement query',
  nameTaken: 'An achievement with this name already exists',
  unknownCategory: 'Category not found',
  notFound: 'Achievement not found',
  created: 'Achievement created successfully',
  updated: 'Achievement updated successfully',
  deleted: 'Achievement deleted successfully',
  recomputeQueued: 'Recomputing achievements for every collector',
  queryRequired: 'Please enter a SQL query',
  userRequired: 'Please select a user ID',
  querySucceeded: 'Query executed successfully',
  queryFailed: 'Query execution failed',
} as const;

const M = ACHIEVEMENT_ADMIN_MESSAGES;
const errors = errorResponses(400, 401, 403, 404);
const writeErrors = errorResponses(409, 400, 401, 403, 404);

const positiveInt = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

export const achievementBodySchema = z
  .object({
    name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(200),
    description: z.string({ error: M.descriptionRequired }).trim().min(1, M.descriptionRequired).max(1000),
    category_id: idSchema('category', M.categoryRequired),
    subcategory: z.string().trim().max(100).nullish(),
    points: positiveInt(M.pointsPositive),
    tier: z.enum(TIER_ORDER),
    requirement_type: z.enum(REQUIREMENT_TYPE_LIST),
    requirement_value: positiveInt(M.requirementPositive),
    metric: z.enum(ACHIEVEMENT_METRIC_LIST as [AchievementMetric, ...AchievementMetric[]]).nullish(),
    requirement_query: z.string().max(10_000).nullish(),
    completion_query: z.string().max(10_000).nullish(),
    icon_url: z.string().trim().max(500).nullish(),
    is_active: z.boolean().default(true),
    is_secret: z.boolean().default(false),
    is_repeatable: z.boolean().default(false),
    cooldown_days: z.coerce.number().int().min(0).max(3650).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.requirement_type === 'custom') {
      if (!body.requirement_query?.trim())
        ctx.addIssue({ code: 'custom', path: ['requirement_query'], message: M.queryRequiredForCustom });
    } else if (!body.metric) {
      ctx.addIssue({ code: 'custom', path: ['metric'], message: M.metricRequired });
    }
  });
export type AchievementBody = z.input<typeof achievementBodySchema>;

export const adminAchievementSchema = achievementSchema.extend({
  is_active: z.boolean(),
  metric: z.string().nullable(),
  requirement_query: z.string().nullable(),
  completion_query: z.string().nullable(),
});
export type AdminAchievement = z.infer<typeof adminAchievementSchema>;

const achievementParams = z.object({ achievement_id: idSchema('achievement') });

export const adminListAchievementsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/achievements',
  access: 'admin',
  query: z.object({
    search: z.string().trim().max(200).optional(),
    category: idSchema('category').optional(),
    tier: z.enum(TIER_ORDER).optional(),
  }),
  response: z.object({ success: z.literal(true), achievements: z.array(adminAchievementSchema) }),
  errors,
});

export const adminAchievementCategoriesContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/achievements/categories',
  access: 'admin',
  response: z.object({ success: z.literal(true), categories: z.array(achievementCategorySchema) }),
  errors,
});

const writeResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  achievement: adminAchievementSchema,
});

export const createAchievementContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/achievements',
  access: 'admin',
  status: 201,
  body: achievementBodySchema,
  response: writeResponse,
  errors: writeErrors,
});

export const updateAchievementContract = defineEndpoint({
  method: 'PUT',
  path: '/api/admin/achievements/:achievement_id',
  access: 'admin',
  params: achievementParams,
  body: achievementBodySchema,
  response: writeResponse,
  errors: writeErrors,
});

export const deleteAchievementContract = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/achievements/:achievement_id',
  access: 'admin',
  params: achievementParams,
  response: z.object({ success: z.literal(true), message: z.string() }),
  errors,
});

export const recomputeJobSchema = z.object({
  job_id: z.number().int(),
  status: z.enum(['queued', 'processing', 'completed', 'failed']),
  progress: z.number().int(),
  total: z.number().int().nullable(),
  queued_at: z.string(),
  finished_at: z.string().nullable(),
});

export const recomputeAchievementsContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/achievements/recompute',
  access: 'admin',
  status: 202,
  response: z.object({ success: z.literal(true), message: z.string(), job: recomputeJobSchema }),
  errors,
});

export const recomputeStatusContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/achievements/recompute',
  access: 'admin',
  summary: 'The latest re-evaluation of every collector (after an edit or on request), with its progress',
  response: z.object({ success: z.literal(true), job: recomputeJobSchema.nullable() }),
  errors,
});

export const queryTesterUsersContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/query-tester/users',
  access: 'admin',
  summary: 'The first 20 users, to pick whose data a test query sees',
  response: z.array(z.object({ user_id: z.number().int(), username: z.string() })),
  errors,
});

export const testQueryContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/test-query',
  access: 'admin',
  summary: 'Runs a SELECT in the sandbox as one collector (read-only role, their rows only, 2 s, row cap)',
  body: z.object({
    query: z.string({ error: M.queryRequired }).trim().min(1, M.queryRequired).max(10_000),
    userId: idSchema('user', M.userRequired),
  }),
  response: z.object({
    success: z.boolean(),
    result: z.array(z.record(z.string(), z.unknown())),
    rowCount: z.number().int(),
    executionTime: z.number(),
    truncated: z.boolean(),
    error: z.string().nullable(),
  }),
  errors,
});
