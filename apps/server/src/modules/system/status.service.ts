import {
  databaseStatsContract,
  JOB_QUEUE_DELAY_MS,
  type ServiceState,
  type SystemStatus,
} from '@cardbinder/shared';
import type { Database } from '@/db/client';
import { keptVisitorBody } from '@/modules/card-list';
import * as q from './status.queries';

const worst = (states: ServiceState[]): ServiceState =>
  states.includes('down') ? 'down' : states.includes('degraded') ? 'degraded' : 'operational';

/** The public System Status: each part checked on its own, so one failing part never hides the others. */
export function createStatusService(database: Database) {
  const { db } = database;
  let draining = false;
  return {
    /** from SIGTERM on, the readiness probe says this server takes no new work */
    startDraining() {
      draining = true;
    },
    /** /ready: why this server should get no requests now, or null when it should */
    async unreadyReason(): Promise<string | null> {
      if (draining) return 'This server is shutting down.';
      try {
        await q.pingDatabase(db);
        return null;
      } catch {
        return 'This server cannot reach its database.';
      }
    },
    replicaState: () =>
      !database.replica
        ? ('none' as const)
        : database.replica.usable()
          ? ('in use' as const)
          : ('left aside' as const),
    /** /health: the database answers (and how fast), the process's uptime and version */
    async health() {
      const started = performance.now();
      let connected = true;
      try {
        await q.pingDatabase(db);
      } catch {
        connected = false;
      }
      return {
        status: connected ? ('ok' as const) : ('degraded' as const),
        database: {
          connected,
          mode: database.mode,
          latency_ms: Math.round((performance.now() - started) * 10) / 10,
        },
        uptime_seconds: Math.round(process.uptime()),
        version: process.env.npm_package_version ?? '0.1.0',
        timestamp: new Date().toISOString(),
      };
    },
    /** the home page's counts: the same for everyone, kept while the catalogue does not change */
    databaseStatsBody: () =>
      keptVisitorBody(db, 'database-stats', async () =>
        JSON.stringify(databaseStatsContract.response.parse(await q.readDatabaseStats(db))),
      ),
    async read(): Promise<SystemStatus> {
      const started = performance.now();
      let database: SystemStatus['database'];
      let jobs: SystemStatus['jobs'];
      let catalogueUpdatedAt: string | null = null;
      try {
        await q.pingDatabase(db);
        database = { status: 'operational', latency_ms: Math.round((performance.now() - started) * 10) / 10 };
      } catch {
        database = { status: 'down', latency_ms: null };
      }
      if (database.status === 'down') {
        jobs = { status: 'down', waiting: 0 };
      } else {
        try {
          const backlog = await q.readJobBacklog(db);
          const late = (backlog.oldest_wait_ms ?? 0) > JOB_QUEUE_DELAY_MS;
          jobs = { status: late ? 'degraded' : 'operational', waiting: backlog.waiting };
          catalogueUpdatedAt = await q.readCatalogueUpdatedAt(db);
        } catch {
          jobs = { status: 'degraded', waiting: 0 };
        }
      }
      const api = { status: 'operational' as const, response_ms: Math.round(performance.now() - started) };
      return {
        status: worst([api.status, database.status, jobs.status]),
        api,
        database,
        jobs,
        catalogue_updated_at: catalogueUpdatedAt,
        checked_at: new Date().toISOString(),
      };
    },
  };
}
