import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '@/db/client';
import { clusterProcess, startNginx, type ClusterProcess, type Nginx } from './cluster-processes';
import { freePort, startPrimary, startReplica, type PostgresServer } from './postgres-servers';

/**
 * A whole site on loopback, as docs/deploy.md builds it: a PostgreSQL primary and its streaming replica of the
 * cluster's own, API servers (CLUSTER=true, RUN_WORKER=false) that start together on the empty database
 * (one migrates, the others wait), workers, and nginx with the repository's site in front.
 */
export interface Cluster {
  primary: PostgresServer;
  replica: PostgresServer | null;
  databaseUrl: string;
  apis: ClusterProcess[];
  workers: ClusterProcess[];
  nginx: Nginx;
  /** the harness's own connections to the primary, to seed and to check */
  database: Database;
  /** stops every process and removes every folder */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  apiServers?: number;
  workers?: number;
  replica?: boolean;
  /** extra environment of every process (limits, log level) */
  env?: Record<string, string>;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cardbinder-cluster-'));
  const primary = await startPrimary({ settings: ['synchronous_commit = on'] });
  const admin = new pg.Client({ connectionString: primary.url() });
  await admin.connect();
  await admin.query('create database cardbinder');
  await admin.end();
  const replica = options.replica === false ? null : await startReplica(primary);
  const databaseUrl = primary.url('cardbinder');
  const env: Record<string, string> = {
    CLUSTER: 'true',
    DATABASE_URL: databaseUrl,
    ...(replica ? { DATABASE_READ_URL: replica.url('cardbinder') } : {}),
    JWT_SECRET: 'cluster-test-secret-'.padEnd(48, 'c'),
    EBAY_TOKEN_KEY: Buffer.alloc(32, 9).toString('base64'),
    EBAY_PROVIDER: 'local',
    EBAY_LOCAL_PORT: '0',
    SAMPLE_CATALOGUE: 'false',
    TRUST_PROXY: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const ports = await Promise.all(Array.from({ length: options.apiServers ?? 3 }, () => freePort()));
  const apis = ports.map((port, n) =>
    clusterProcess(
      'api',
      `api-${n + 1}`,
      { ...env, RUN_WORKER: 'false', DATA_DIR: path.join(folder, `api-${n + 1}`) },
      port,
    ),
  );
  const workers = Array.from({ length: options.workers ?? 2 }, (_, n) =>
    clusterProcess('worker', `worker-${n + 1}`, {
      ...env,
      DATA_DIR: path.join(folder, `worker-${n + 1}`),
      // its "running" line says it is up
      LOG_LEVEL: 'info',
    }),
  );
  const stopAll = async () => {
    await Promise.all([...apis, ...workers].map((process) => process.stop('SIGKILL')));
  };
  try {
    // together, on the empty database: the start-up lock lets one migrate while the others wait
    let started = Date.now();
    await Promise.all(apis.map((api) => api.start()));
    const apisMs = Date.now() - started;
    started = Date.now();
    await Promise.all(workers.map((worker) => worker.start()));
    process.stderr.write(`cluster: API servers up in ${apisMs} ms, workers in ${Date.now() - started} ms\n`);
    const nginx = await startNginx(path.join(folder, 'nginx'), await freePort(), ports);
    const database = await openDatabase({ databaseUrl, poolSize: 4, searchPoolSize: 1 });
    return {
      primary,
      replica,
      databaseUrl,
      apis,
      workers,
      nginx,
      database,
      async stop() {
        await nginx.stop();
        await stopAll();
        await database.close();
        replica?.remove();
        primary.remove();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopAll();
    replica?.remove();
    primary.remove();
    throw error;
  }
}

/**
 * A rolling restart as deploy/rolling-restart.sh does it: each API server in turn is taken out of nginx's
 * upstream, drains (SIGTERM), starts again, is ready and is put back before the next. Without the first step
 * a connection that the kernel had accepted for the server but the server had not yet taken when its listener
 * closed is reset, and nginx never resends a POST (seen once in 6,183 requests).
 */
export async function rollingRestart(servers: ClusterProcess[], nginx: Nginx): Promise<void> {
  for (const server of servers) {
    await nginx.takeOut([Number(new URL(server.url!).port)]);
    await server.stop('SIGTERM');
    await server.start();
    await nginx.takeOut([]);
  }
}
