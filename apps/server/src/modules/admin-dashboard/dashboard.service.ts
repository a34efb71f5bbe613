import { statfs } from 'node:fs/promises';
import {
  completenessPercent,
  DASHBOARD,
  RECENT_UPDATES_KEPT,
  type AggregateType,
  type Dashboard,
} from '@cardbinder/shared';
import type { Db } from '@/db/client';
import { enqueueJob } from '@/jobs/job-queue';
import type { Schedule } from '@/jobs/schedules';
import type { JobHandler } from '@/jobs/worker';
import { recomputeAggregate } from '@/modules/aggregates';
import { recordAudit, type AuditService } from '@/modules/audit';
import type { SessionUser } from '@/modules/auth';
import * as q from './dashboard.queries';

export const ADMIN_METRICS_JOB = 'admin_metrics';

type CollectionCounts = Awaited<ReturnType<typeof q.countCollections>>;

export interface DashboardDeps {
  db: Db;
  /** the system module's health probe: database latency and mode, version, uptime */
  health: () => Promise<{
    status: 'ok' | 'degraded';
    database: { connected: boolean; mode: 'embedded' | 'postgres'; latency_ms: number };
    version: string;
    uptime_seconds: number;
  }>;
  dataDir: string;
  mailConfigured: boolean;
  audit: Pick<AuditService, 'recent'>;
}

/** Recounts the collection totals (the job behind the dashboard's collection metrics). */
export const adminMetricsJobHandler: JobHandler = async ({ db }) => {
  const counts = await q.countCollections(db);
  await q.writeSnapshot(db, q.COLLECTION_SNAPSHOT, counts);
  return counts;
};

/** Counted every hour, once however many workers run, so the dashboard's first view has recent figures. */
export const adminMetricsSchedule: Schedule = {
  name: ADMIN_METRICS_JOB,
  everyMs: 3_600_000,
  run: (tx) =>
    enqueueJob(tx, { type: ADMIN_METRICS_JOB, payload: {}, dedupeKey: ADMIN_METRICS_JOB, maxRetries: 1 }),
};

async function diskUse(dataDir: string): Promise<Dashboard['systemHealth']['disk']> {
  try {
    const stats = await statfs(dataDir);
    const total = stats.blocks * stats.bsize;
    const used = (stats.blocks - stats.bfree) * stats.bsize;
    return {
      used_bytes: used,
      total_bytes: total,
      used_percent: total ? Math.round((used / total) * 1000) / 10 : 0,
    };
  } catch {
    return null;
  }
}

/**
 * GET /api/admin/dashboard and its fallbacks. Every figure reads an index or a small table, except the
 * collection totals over millions of entries: those come from a snapshot a background job recounts when it
 * is older than DASHBOARD.metricsMaxAgeMs or missing (the answer then says null: not counted yet).
 */
export function createDashboardService({ db, health, dataDir, mailConfigured, audit }: DashboardDeps) {
  const recount = () =>
    enqueueJob(db, { type: ADMIN_METRICS_JOB, payload: {}, dedupeKey: ADMIN_METRICS_JOB, maxRetries: 1 });

  async function collectionMetrics(): Promise<Dashboard['collectionMetrics']> {
    const snapshot = await q.readSnapshot<CollectionCounts>(db, q.COLLECTION_SNAPSHOT);
    if (!snapshot) {
      // never counted: the job counts them (once, however many dashboards are open); until then, no figures
      await recount();
      return null;
    }
    const computedAt = new Date(snapshot.computed_at);
    if (Date.now() - computedAt.getTime() > DASHBOARD.metricsMaxAgeMs) await recount();
    return { ...snapshot.value, computed_at: computedAt.toISOString() };
  }

  async function systemHealth(): Promise<Dashboard['systemHealth']> {
    const [probe, jobs, disk] = await Promise.all([health(), q.readJobHealth(db), diskUse(dataDir)]);
    return {
      status: probe.status === 'ok' && jobs.workerAlive ? 'ok' : 'degraded',
      database: probe.database,
      jobs: {
        queued: jobs.queued,
        processing: jobs.processing,
        failed_24h: jobs.failed_24h,
        oldest_wait_ms: jobs.oldest_wait_ms,
      },
      worker_alive: jobs.workerAlive,
      disk,
      mail_configured: mailConfigured,
      version: probe.version,
      uptime_seconds: probe.uptime_seconds,
    };
  }

  async function databaseStats(): Promise<Dashboard['databaseStats']> {
    const counts = await q.readCatalogueCounts(db);
    return { ...counts, completeness: completenessPercent(counts) };
  }

  return {
    async dashboard(): Promise<Dashboard> {
      const started = performance.now();
      // one after another: the embedded database runs one query at a time anyway
      const result = {
        systemHealth: await systemHealth(),
        userMetrics: await q.readUserMetrics(db),
        collectionMetrics: await collectionMetrics(),
        databaseStats: await databaseStats(),
        recentActivity: await q.readRecentActivity(db, DASHBOARD.recentActivity),
        recentUpdates: await audit.recent(RECENT_UPDATES_KEPT),
      };
      return { ...result, performance: { response_ms: Math.round(performance.now() - started) } };
    },
    userMetrics: () => q.readUserMetrics(db),
    collectionMetrics,
    recentActivity: async () => ({ activity: await q.readRecentActivity(db, DASHBOARD.recentActivity) }),
    async databaseStatus() {
      const probe = await health();
      const counts = await databaseStats();
      return {
        connected: probe.database.connected,
        counts,
        records: { sets: counts.sets, series: counts.series },
      };
    },

    /** Recomputes one aggregate over the catalogue; the run and its row count go to the audit trail. */
    async updateAggregate(actor: SessionUser, type: AggregateType) {
      const rowsUpdated = await db.transaction(async (tx) => {
        const rows = await recomputeAggregate(tx, type);
        await recordAudit(tx, {
          actorId: actor.userId,
          action: 'aggregates.update',
          targetType: 'aggregate',
          summary: type,
          after: { type, rows_updated: rows },
        });
        return rows;
      });
      return { success: true, type, rowsUpdated };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
