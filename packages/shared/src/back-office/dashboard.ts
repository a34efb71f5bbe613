/** The admin dashboard (spec 3 §2 Admin dashboard, §7, §9): admin and superadmin. */
import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { auditEntrySchema } from '../audit/audit';

export const DASHBOARD = {
  healthRefreshMs: 30_000,
  queueRefreshMs: 10_000,
  recentActivity: 10,
  /** a collection-metrics snapshot older than this is recomputed by a background job */
  metricsMaxAgeMs: 10 * 60_000,
} as const;

/** Data completeness: the average of each count's ratio to its target, each ratio capped at 1. */
export const COMPLETENESS_TARGETS = {
  cards: 800_000,
  sets: 2_000,
  series: 10_000,
  players: 7_000,
  teams: 140,
} as const;

/** 'Update All' runs them in this order (spec 3 §9). */
export const AGGREGATE_TYPES = [
  'rookie_count',
  'card_entered_count',
  'card_count',
  'player_card_count',
  'team_card_count',
] as const;
export type AggregateType = (typeof AGGREGATE_TYPES)[number];

export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  aggregateFailed: (type: string) => `Failed to update ${type} aggregates`,
  aggregateError: (type: string, message: string) => `Error updating ${type}: ${message}`,
} as const;

export function completenessPercent(counts: Record<keyof typeof COMPLETENESS_TARGETS, number>): number {
  const keys = Object.keys(COMPLETENESS_TARGETS) as (keyof typeof COMPLETENESS_TARGETS)[];
  const sum = keys.reduce((total, key) => total + Math.min(1, counts[key] / COMPLETENESS_TARGETS[key]), 0);
  return Math.round((sum / keys.length) * 1000) / 10;
}

/** 1234 → '1.2K', 2500000 → '2.5M'; below 1000 as it is. */
export function shortNumber(value: number): string {
  const abs = Math.abs(value);
  const trim = (n: number) => n.toFixed(1).replace(/\.0$/, '');
  if (abs >= 1_000_000) return `${trim(value / 1_000_000)}M`;
  if (abs >= 1_000) return `${trim(value / 1_000)}K`;
  return String(value);
}

export const systemHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    connected: z.boolean(),
    mode: z.enum(['embedded', 'postgres']),
    latency_ms: z.number(),
  }),
  jobs: z.object({
    queued: z.number().int(),
    processing: z.number().int(),
    failed_24h: z.number().int(),
    oldest_wait_ms: z.number().nullable(),
  }),
  /** no due job has waited past the queue delay and no running job's lease has run out */
  worker_alive: z.boolean(),
  /** the file system holding the data folder; null when it cannot be read */
  disk: z.object({ used_bytes: z.number(), total_bytes: z.number(), used_percent: z.number() }).nullable(),
  mail_configured: z.boolean(),
  version: z.string(),
  uptime_seconds: z.number(),
});

export const userMetricsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  active_7d: z.number().int(),
  active_30d: z.number().int(),
  new_this_week: z.number().int(),
  muted: z.number().int(),
});

export const collectionMetricsSchema = z.object({
  entries: z.number().int(),
  collectors: z.number().int(),
  total_value: z.number(),
  photos: z.number().int(),
  /** when the figures were counted (a snapshot refreshed in the background) */
  computed_at: z.string(),
});

export const databaseStatsSchema = z.object({
  cards: z.number().int(),
  sets: z.number().int(),
  series: z.number().int(),
  players: z.number().int(),
  teams: z.number().int(),
  completeness: z.number(),
});

export const recentActivityItemSchema = z.object({
  kind: z.enum(['signup', 'comment', 'collection']),
  at: z.string(),
  username: z.string(),
  description: z.string(),
});
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

export const dashboardSchema = z.object({
  systemHealth: systemHealthSchema,
  userMetrics: userMetricsSchema,
  /** null until the background job has counted them once */
  collectionMetrics: collectionMetricsSchema.nullable(),
  databaseStats: databaseStatsSchema,
  recentActivity: z.array(recentActivityItemSchema),
  /** the audit trail's newest entries (keeps 10; the screen shows 5) */
  recentUpdates: z.array(auditEntrySchema),
  performance: z.object({ response_ms: z.number() }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const errors = errorResponses(401, 403);

export const dashboardContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  access: 'admin',
  response: dashboardSchema,
  errors,
});

export const userAnalyticsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/analytics/users',
  access: 'admin',
  response: userMetricsSchema,
  errors,
});

export const collectionAnalyticsContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/analytics/collections',
  access: 'admin',
  response: collectionMetricsSchema.nullable(),
  errors,
});

export const recentActivityContract = defineEndpoint({
  method: 'GET',
  path: '/api/admin/analytics/recent-activity',
  access: 'admin',
  response: z.object({ activity: z.array(recentActivityItemSchema) }),
  errors,
});

/** Fallback for the dashboard and the sets screen's totals. */
export const databaseStatusContract = defineEndpoint({
  method: 'GET',
  path: '/api/database/status',
  access: 'data_admin',
  response: z.object({
    connected: z.boolean(),
    counts: databaseStatsSchema,
    records: z.object({ sets: z.number().int(), series: z.number().int() }),
  }),
  errors,
});

export const aggregateUpdateContract = defineEndpoint({
  method: 'POST',
  path: '/api/admin/aggregates/update',
  access: 'admin',
  body: z.object({
    type: z.enum(AGGREGATE_TYPES, { error: `Type must be one of ${AGGREGATE_TYPES.join(', ')}` }),
  }),
  response: z.object({ success: z.boolean(), type: z.enum(AGGREGATE_TYPES), rowsUpdated: z.number().int() }),
  errors: errorResponses(400, 401, 403),
});
