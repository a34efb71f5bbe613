import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

/**
 * Reads that may go to a streaming replica (DATABASE_READ_URL). A request the server marks (catalogue pages,
 * search, public profiles, for a visitor who has not written in the last seconds) runs in a replica scope; in
 * it, statements that only read go to the replica while it is up and close behind, and everything else (writes,
 * transactions, locks) still goes to the primary. Outside a scope nothing changes.
 */
interface ReadScope {
  replica: Replica | null;
}
const scope = new AsyncLocalStorage<ReadScope>();

export interface Replica {
  /** up, and at most maxLagMs behind the primary at the last check */
  usable(): boolean;
  /** whether the replica has replayed the primary's log up to this position (a pg_lsn text) */
  hasReplayed(lsn: string): Promise<boolean>;
  /** connection trouble seen by a query: reads go to the primary until the next check finds it back */
  markDown(): void;
  status(): { usable: boolean; lagMs: number | null; error: string | null };
  stop(): void;
}

/** Runs `work` in a replica scope: its plain reads may be answered by the replica. */
export function withReplicaReads<T>(replica: Replica, work: () => T): T {
  return scope.run({ replica }, work);
}

/** Runs `work` on the primary only, even inside a replica scope. */
export function onPrimary<T>(work: () => T): T {
  return scope.getStore()?.replica ? scope.run({ replica: null }, work) : work();
}

/** The replica this code may read from now, or null (outside a scope, pinned to the primary, or it is away). */
export function replicaInScope(): Replica | null {
  const replica = scope.getStore()?.replica ?? null;
  return replica?.usable() ? replica : null;
}

/**
 * Builds a kept answer on the replica when it has replayed at least what the primary had when the answer's
 * fingerprint was read there (`lsn`), else on the primary: an answer is never older than its fingerprint.
 */
export async function buildNoOlderThan<T>(lsn: string | null, build: () => Promise<T>): Promise<T> {
  const replica = replicaInScope();
  if (!replica || !lsn) return onPrimary(build);
  return (await replica.hasReplayed(lsn).catch(() => false)) ? build() : onPrimary(build);
}

/** a statement that changes something, locks, or reads the primary's own state: never for the replica */
const PRIMARY_ONLY =
  /\b(insert\s+into|update\s+[\w."]+\s+(as\s+\w+\s+)?set|delete\s+from|for\s+update|for\s+share|for\s+no\s+key|nextval|setval|advisory|txid_current|set_config|pg_current_wal)\b/i;

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/** errors that mean the replica is unreachable rather than the statement wrong */
const isConnectionError = (error: unknown) => {
  const code = String((error as { code?: unknown }).code ?? '');
  return (
    /^(ECONN|ENOTFOUND|ETIMEDOUT|EPIPE|57P0|08)/.test(code) || /terminat|Connection/i.test(String(error))
  );
};
/** 25006: a write the replica refused (read-only transaction); 40001: a conflict with the replica's recovery */
const isRetryOnPrimary = (error: unknown) =>
  ['25006', '40001'].includes(String((error as { code?: unknown }).code));

type Callback = (...args: unknown[]) => void;

/**
 * Makes `pool` (the primary's) send the plain reads of a replica scope to `replicaPool`, falling back to the
 * primary when the replica fails. `connections: true` also hands out replica connections in a scope (the search
 * pool, whose connections only read); the main pool keeps its connections, and so its transactions, primary.
 */
export function routeReadsToReplica(pool: pg.Pool, replicaPool: pg.Pool, options: { connections: boolean }) {
  const primaryQuery = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const primaryConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const replicaQuery = replicaPool.query.bind(replicaPool) as (...args: unknown[]) => Promise<unknown>;

  const query = (...args: unknown[]) => {
    const replica = replicaInScope();
    if (
      !replica ||
      options.connections ||
      PRIMARY_ONLY.test(textOf(args[0])) ||
      typeof args.at(-1) === 'function'
    )
      return primaryQuery(...args);
    return replicaQuery(...args).catch((error: unknown) => {
      if (isConnectionError(error)) replica.markDown();
      else if (!isRetryOnPrimary(error)) throw error;
      return primaryQuery(...args);
    });
  };
  pool.query = query as typeof pool.query;

  if (!options.connections) return;
  const connect = (callback?: Callback) => {
    const replica = replicaInScope();
    if (!replica) return primaryConnect(callback);
    if (callback)
      return replicaPool.connect((error, client, release) => {
        if (!error) return callback(error, client, release);
        replica.markDown();
        primaryConnect(callback);
      });
    return replicaPool.connect().catch(() => {
      replica.markDown();
      return primaryConnect();
    });
  };
  pool.connect = connect as typeof pool.connect;
}

/** A pg_lsn text ('16/B374D848') as a number that compares. */
export const lsnValue = (lsn: string): bigint => {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
};

/**
 * Checks the replica every `intervalMs`: it is usable while it answers and has replayed what the primary had
 * `maxLagMs` ago. The lag is measured in the primary's log positions, not in replay timestamps, so an idle
 * primary does not make a current replica look late.
 */
export function watchReplica(
  primary: pg.Pool,
  replica: pg.Pool,
  options: { intervalMs?: number; maxLagMs?: number } = {},
): Replica {
  const intervalMs = options.intervalMs ?? 1000;
  const maxLagMs = options.maxLagMs ?? 5000;
  const history: { at: number; lsn: bigint }[] = [];
  let usable = false;
  let lagMs: number | null = null;
  let error: string | null = 'not checked yet';

  async function check() {
    const [ours, theirs] = await Promise.allSettled([
      primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
      replica.query<{ lsn: string | null }>('select pg_last_wal_replay_lsn()::text as lsn'),
    ]);
    const now = Date.now();
    if (ours.status === 'fulfilled') history.push({ at: now, lsn: lsnValue(ours.value.rows[0]!.lsn) });
    while (history.length > 0 && history[0]!.at < now - 10 * maxLagMs) history.shift();
    if (theirs.status === 'rejected') {
      usable = false;
      lagMs = null;
      error = String(theirs.reason);
      return;
    }
    const replayed = theirs.value.rows[0]!.lsn;
    // a server that is not replaying (promoted, or the primary itself) is as current as it gets
    const position = replayed === null ? null : lsnValue(replayed);
    const missed = position === null ? undefined : history.find((sample) => sample.lsn > position);
    lagMs = missed ? now - missed.at : 0;
    usable = lagMs <= maxLagMs;
    error = usable ? null : `replica ${lagMs} ms behind`;
  }

  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    void check().finally(() => (running = false));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();

  return {
    usable: () => usable,
    async hasReplayed(lsn) {
      const result = await replica.query<{ lsn: string | null }>(
        'select pg_last_wal_replay_lsn()::text as lsn',
      );
      const replayed = result.rows[0]!.lsn;
      return replayed === null || lsnValue(replayed) >= lsnValue(lsn);
    },
    markDown() {
      usable = false;
      error = 'a query could not reach the replica';
    },
    status: () => ({ usable, lagMs, error }),
    stop: () => clearInterval(timer),
  };
}
