import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openHostedDatabase, startEmbeddedProcess } from './embedded-process';
import { routeReadsToReplica, watchReplica, type Replica } from './read-replica';
import * as schema from './schema';
import { retryingWhileDatabaseUnavailable } from './unavailable';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** The database or a transaction of it: queries take this so they run inside a caller's transaction. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  /**
   * The universal search's own few connections (native PostgreSQL; the embedded database has one session, so
   * there it is db). Searches are short and CPU-bound: as many at once as the database has cores finish a
   * burst sooner than ten competing (measured: 20 searches at once on 2 cores, 2 connections ~100 ms against
   * ~190 ms with 10), and each connection keeps its planned search statements warm.
   */
  search: Db;
  mode: 'embedded' | 'postgres';
  /** the streaming replica of DATABASE_READ_URL, when there is one (reads of a replica scope go there) */
  replica?: Replica;
  close(): Promise<void>;
  /** writes the embedded database's data folder to a file, for `template` (embedded only) */
  dumpTo?(file: string): Promise<void>;
  /**
   * The embedded database ignores statement_timeout: this arms a deadline `ms` from now after which its running
   * statement is cancelled (SQLSTATE 57014), in a transaction that turned auto_explain's timing on (see
   * pglite-cancel.ts). Resolves, once armed, to the function that disarms it. Only in the process that started
   * the embedded database.
   */
  cancelAfter?(ms: number): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** native PostgreSQL; when absent the embedded PGlite database is used */
  databaseUrl?: string;
  /** a streaming replica of databaseUrl for reads (db/read-replica.ts) */
  readUrl?: string;
  /** PGlite data folder, or 'memory://' for a throw-away database */
  dataDir?: string;
  poolSize?: number;
  /** how long an idle connection stays open (embedded default: for good; native: 10 minutes) */
  idleTimeoutMillis?: number;
  /** connections of the search pool (native PostgreSQL only) */
  searchPoolSize?: number;
  /**
   * Attach to a server already running on the same PGlite folder. Only for single statements:
   * PGlite has one session, so a transaction here would interleave with the server's queries.
   */
  attachToRunningServer?: boolean;
  /** a file written by `dumpTo`: a memory database starts as a copy of it (embedded only) */
  template?: string;
  /**
   * A memory database served by one PGlite process this process shares with its other such databases, instead
   * of a process of its own: for tests, which open hundreds (embedded-process.ts).
   */
  sharedProcess?: boolean;
}

// node-postgres returns bigint (count(*)) and numeric as strings; counts in this app fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Settings for every session. JIT compiled plans it costs high (a 10,000-card list) and spent 30 ms doing so
 * for a 60 ms query. random_page_cost 1.1 (the usual SSD value; PostgreSQL's default 4 assumes spinning disks)
 * makes 10,000 primary-key probes win over scanning all 800,000 cards for a collection. work_mem 32 MB: a
 * 10,000-entry collection sorts its 12 MB of rows in memory instead of spilling to disk. UTC: timestamps that
 * PostgreSQL writes into JSON text read the same on every server. Generic plans for named statements (only
 * executePrepared names them, for the search): planned once per connection and shape, and measured faster than
 * planning each search for its values (trout 16 → 8 ms, "1984 topps mattingly" 19 → 9 ms on 800,000 cards).
 */
export const SESSION_SETTINGS = {
  jit: 'off',
  random_page_cost: '1.1',
  work_mem: '32MB',
  TimeZone: 'UTC',
  plan_cache_mode: 'force_generic_plan',
} as const;
const SESSION_OPTIONS = Object.entries(SESSION_SETTINGS)
  .map(([name, value]) => `-c ${name}=${value}`)
  .join(' ');

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A pooled connection the server drops (restart, admin kill) emits 'error': on the pool while idle, on the
 * connection itself while checked out (a transaction between two statements). Unheard, either would end the
 * process with every request it was serving. The statement that was waiting fails (a 503), and the pool drops
 * the broken connection when it is released and opens a new one on the next query.
 */
function logIdleErrors(pool: pg.Pool): pg.Pool {
  const dropped = (error: Error) => process.stderr.write(`database connection dropped: ${error.message}\n`);
  pool.on('error', dropped);
  pool.on('connect', (client) => client.on('error', dropped));
  return pool;
}

function findUp(relative: string): string {
  let dir = here;
  for (;;) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find ${relative} above ${here}`);
    dir = parent;
  }
}

export const migrationsFolder = () => path.dirname(path.dirname(findUp('drizzle/meta/_journal.json')));

/**
 * A data folder gets a fixed socket folder beside it, so a second process (the ingestion CLI, create-admin)
 * attaches to the running server's PGlite instead of opening the same files twice.
 */
function socketDirFor(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return mkdtempSync(path.join(os.tmpdir(), 'cardbinder-pg-'));
  const dir = path.join(path.dirname(path.resolve(dataDir)), 'socket');
  // Unix socket paths are limited to ~107 bytes
  return dir.length < 90 ? dir : mkdtempSync(path.join(os.tmpdir(), 'cardbinder-pg-'));
}

async function isServing(socketDir: string): Promise<boolean> {
  if (!existsSync(path.join(socketDir, '.s.PGSQL.5432'))) return false;
  const client = new pg.Client({ host: socketDir, database: 'postgres', user: 'postgres' });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function nativePool(
  databaseUrl: string,
  max: number,
  idleTimeoutMillis = 10 * 60_000,
  connectionTimeoutMillis = 0,
): pg.Pool {
  return logIdleErrors(
    new pg.Pool({
      connectionString: databaseUrl,
      max,
      connectionTimeoutMillis,
      // a new connection loads PostgreSQL's catalogue caches on its first queries (~10 ms a search):
      // keep them open between bursts instead of pg's default 10 s
      idleTimeoutMillis,
      options: SESSION_OPTIONS,
    }),
  );
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = nativePool(options.databaseUrl, options.poolSize ?? 10, options.idleTimeoutMillis);
    const searchPool = nativePool(
      options.databaseUrl,
      options.searchPoolSize ?? 2,
      options.idleTimeoutMillis,
    );
    const replicaPools = options.readUrl
      ? {
          // a replica that is away must not hold a request: its reads go to the primary after 2 s
          reads: nativePool(options.readUrl, options.poolSize ?? 10, options.idleTimeoutMillis, 2000),
          search: nativePool(options.readUrl, options.searchPoolSize ?? 2, options.idleTimeoutMillis, 2000),
        }
      : null;
    const replica = replicaPools ? watchReplica(pool, replicaPools.reads) : undefined;
    if (replicaPools) {
      routeReadsToReplica(pool, replicaPools.reads, { connections: false });
      routeReadsToReplica(searchPool, replicaPools.search, { connections: true });
    }
    return {
      db: drizzle(pool, { schema }),
      pool,
      search: drizzle(searchPool, { schema }),
      mode: 'postgres',
      replica,
      close: async () => {
        replica?.stop();
        const replicas = replicaPools ? [replicaPools.reads.end(), replicaPools.search.end()] : [];
        await Promise.all([pool.end(), searchPool.end(), ...replicas]);
      },
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  const socketDir = socketDirFor(dataDir);
  const serving = await isServing(socketDir);
  if (serving && !options.attachToRunningServer) {
    throw new Error(`The database in ${dataDir} is in use by a running CardBinder server: stop it first.`);
  }
  const child = serving
    ? null
    : options.sharedProcess && dataDir.startsWith('memory://')
      ? await openHostedDatabase(socketDir, options.template)
      : await startEmbeddedProcess(dataDir, socketDir, options.template);
  // PGlite has a single session: one connection keeps every transaction whole (queries queue instead).
  // It stays open while idle (a local socket costs nothing; reconnecting re-plans the search statements).
  const pool = logIdleErrors(
    new pg.Pool({
      host: socketDir,
      database: 'postgres',
      user: 'postgres',
      max: 1,
      idleTimeoutMillis: options.idleTimeoutMillis ?? 0,
    }),
  );
  const close = async () => {
    await pool.end();
    if (!child) return;
    await child.stop();
    if (dataDir.startsWith('memory://')) rmSync(socketDir, { recursive: true, force: true });
  };
  const dumpTo = async (file: string) => {
    if (!child) throw new Error('Only the process that started the embedded database can dump it.');
    await child.dumpTo(file);
  };
  const cancelAfter = async (ms: number) => {
    await child!.setDeadline(ms);
    return () => child!.setDeadline(null);
  };
  const db = drizzle(pool, { schema });
  return { db, pool, search: db, mode: 'embedded', close, dumpTo, ...(child ? { cancelAfter } : {}) };
}

/** advisory lock of a server's start on a shared PostgreSQL (migrations, seeds, the sample catalogue) */
const STARTUP_LOCK = 7400;

/**
 * Runs `work` while holding the start-up lock: when several servers start together on one PostgreSQL, one
 * migrates and seeds while the others wait here, then find nothing left to do. While the database cannot be
 * reached (a primary restarting), it tries again every second for up to two minutes, saying so through `warn`.
 * The embedded database has one server, which holds no lock.
 */
export async function holdingStartupLock<T>(
  database: Database,
  work: () => Promise<T>,
  warn: (message: string) => void = () => undefined,
): Promise<T> {
  if (database.mode !== 'postgres') return work();
  return retryingWhileDatabaseUnavailable(async () => {
    const client = await database.pool.connect();
    let failure: Error | undefined;
    try {
      await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      try {
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
      }
    } catch (error) {
      failure = error instanceof Error ? error : new Error(String(error));
      throw error;
    } finally {
      // a connection that failed leaves the pool instead of being handed out again
      client.release(failure);
    }
  }, warn);
}

export async function migrateDatabase(database: Database, folder = migrationsFolder()): Promise<void> {
  await migrate(database.db, { migrationsFolder: folder });
}
