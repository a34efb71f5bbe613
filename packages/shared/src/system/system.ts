import { z } from 'zod';
import { defineEndpoint } from '../api/contract';
import { errorResponses } from '../api/errors';
import { databaseStatsRoute } from './system.routes';

/** How often the public System Status page asks again (issue: refreshed every 30 s). */
export const STATUS_REFRESH_MS = 30_000;

/** A queued job still waiting this long after it was due means the job worker is not keeping up. */
export const JOB_QUEUE_DELAY_MS = 5 * 60_000;

export const serviceStateSchema = z.enum(['operational', 'degraded', 'down']);
export type ServiceState = z.infer<typeof serviceStateSchema>;

/** What any visitor may see of the system's health: states and timings, no internal details. */
export const systemStatusSchema = z.object({
  status: serviceStateSchema,
  api: z.object({ status: serviceStateSchema, response_ms: z.number() }),
  database: z.object({ status: serviceStateSchema, latency_ms: z.number().nullable() }),
  jobs: z.object({ status: serviceStateSchema, waiting: z.number().int() }),
  /** when a set or series was last added to the catalogue */
  catalogue_updated_at: z.string().nullable(),
  checked_at: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const systemStatusContract = defineEndpoint({
  method: 'GET',
  path: '/api/status',
  access: 'public',
  summary: 'Public System Status',
  response: systemStatusSchema,
});

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({
    connected: z.boolean(),
    mode: z.enum(['embedded', 'postgres']),
    latency_ms: z.number(),
  }),
  uptime_seconds: z.number(),
  version: z.string(),
  timestamp: z.string(),
});

/** The load balancer's probe, at the root and under /api. */
export const healthContracts = ['/health', '/api/health'].map((path) =>
  defineEndpoint({ method: 'GET', path, access: 'public', response: healthSchema }),
);

export const readinessSchema = z.object({
  ready: z.literal(true),
  /** the streaming replica of DATABASE_READ_URL: none configured, answering reads, or left aside (down or late) */
  replica: z.enum(['none', 'in use', 'left aside']),
});

/**
 * The proxy's readiness probe: 200 while this server takes requests, 503 once it is draining (SIGTERM) or
 * cannot reach its database, so a load balancer that polls stops sending it work.
 */
export const readinessContract = defineEndpoint({
  method: 'GET',
  path: '/ready',
  access: 'public',
  response: readinessSchema,
  errors: errorResponses(503),
});

export const databaseStatsContract = defineEndpoint({
  ...databaseStatsRoute,
  access: 'public',
  response: z.object({ cards: z.number(), players: z.number(), teams: z.number() }),
});
