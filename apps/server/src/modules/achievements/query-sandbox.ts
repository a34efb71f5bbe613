import type pg from 'pg';
import type { Database } from '@/db/client';

/** Spec 3 and issue 17: 2 s per statement, at most this many rows back, and a ceiling on the planner's estimate. */
export const SANDBOX_LIMITS = { timeoutMs: 2_000, rowCap: 1_000, maxCost: 1_000_000 } as const;
export const SANDBOX_ROLE = 'cardbinder_sandbox';

export const SANDBOX_MESSAGES = {
  notSelect: 'Query must start with SELECT',
  empty: 'Please enter a SQL query',
  timeout: `Query exceeded the ${SANDBOX_LIMITS.timeoutMs / 1000} s time limit`,
  tooExpensive: (cost: number) =>
    `Query is too expensive for the sandbox (estimated cost ${Math.round(cost)}; the limit is ${SANDBOX_LIMITS.maxCost})`,
  recursive: 'Recursive queries are not allowed in the sandbox',
  notReady:
    'The query sandbox is not set up on this database: built-in functions such as set_config and the advisory locks are still open to every role (see README, Achievements)',
} as const;

export interface SandboxResult {
  rows: Record<string, unknown>[];
  rowCount: number;
  /** more rows than the cap existed; only the first rowCap are returned */
  truncated: boolean;
  executionTime: number;
}

/** A refusal or failure of the sandboxed query: its message is safe to show to the admin. */
export class SandboxQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SandboxQueryError';
  }
}

/**
 * How many functions the sandbox role could call that take locks, wait, change settings or reach outside the
 * database: none once migrations 0014 and 0031 ran as a superuser (the sandbox refuses to run otherwise).
 */
const SANDBOX_OPEN_FUNCTIONS = `select count(*)::int as open from pg_proc p
  where p.pronamespace in ('pg_catalog'::regnamespace, 'public'::regnamespace)
    and (p.proname ~ '^(pg_.*(lock|sleep|backend|file|notify)|lo_|set_config$|current_setting$|dblink)'
      or p.proretset)
    and has_function_privilege($1, p.oid, 'execute')`;

/**
 * The embedded database (no statement_timeout): every plan node of this transaction reads the clock for each
 * row, which is where an armed deadline cancels the statement (db/pglite-cancel.ts). The plan is never logged.
 */
const TIMED_NODES = `select set_config('auto_explain.log_min_duration', '1h', true),
  set_config('auto_explain.log_analyze', 'on', true), set_config('auto_explain.log_timing', 'on', true)`;

const LEADING_COMMENTS = /^(\s+|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*/;
const USER_ID = /@user_id\b/gi;

/**
 * The admin's text as the body of a subquery: a subquery can hold only a query (no SET, COPY, or a
 * data-modifying WITH, which must be top level), and @user_id becomes the bound parameter $1 (never text in
 * the statement). $1 is always bound, even when the text does not use it: a statement without parameters
 * would go by the simple protocol, which runs every statement of the text, so closing the subquery
 * ("select 1) x; reset role; select …") would run statements of the admin's own outside the sandbox role.
 */
export function sandboxStatement(query: string): { text: string } {
  const body = query.trim().replace(/;\s*$/, '');
  if (!body) throw new SandboxQueryError(SANDBOX_MESSAGES.empty);
  const start = body.replace(LEADING_COMMENTS, '').slice(0, 6).toLowerCase();
  if (!['select', 'with ', 'with\n', 'values'].some((word) => start.startsWith(word.trim())))
    throw new SandboxQueryError(SANDBOX_MESSAGES.notSelect);
  const text = body.replace(USER_ID, '$1::int');
  return {
    text: `select sandboxed.* from (\n${text}\n) as sandboxed cross join (select $1::int) as sandbox_subject
      limit ${SANDBOX_LIMITS.rowCap + 1}`,
  };
}

type PlanNode = { 'Node Type'?: string; 'Total Cost'?: number; Plans?: PlanNode[] };
const nodeTypes = (node: PlanNode): string[] => [
  node['Node Type'] ?? '',
  ...(node.Plans ?? []).flatMap(nodeTypes),
];

const messageOf = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  if (code === '57014') return SANDBOX_MESSAGES.timeout;
  return message ?? 'Query execution failed';
};

/**
 * Runs admin-written SQL as one collector: a read-only transaction under a role that can read only the
 * sandbox views (each scoped to the collector written into sandbox.subject by this transaction), 2 s per
 * statement, a row cap, and a cost ceiling checked on the plan first. The embedded database ignores
 * statement_timeout: there the server arms its own 2 s deadline around the plan and the run (cancelAfter).
 * Only an allow-list of built-in functions is open to the sandbox role (migration 0031).
 */
export function createQuerySandbox(database: Pick<Database, 'pool' | 'cancelAfter'>) {
  let ready: boolean | null = null;

  async function checkReady(client: pg.PoolClient) {
    if (ready) return;
    const open = await client.query<{ open: number }>(SANDBOX_OPEN_FUNCTIONS, [SANDBOX_ROLE]);
    ready = open.rows[0]?.open === 0;
    if (!ready) throw new SandboxQueryError(SANDBOX_MESSAGES.notReady);
  }

  async function run(query: string, userId: number): Promise<SandboxResult> {
    const { text } = sandboxStatement(query);
    // always one bound value: the extended protocol takes exactly one statement (see sandboxStatement)
    const values = [userId];
    const client = await database.pool.connect();
    try {
      await checkReady(client);
      await client.query('begin');
      await client.query(
        'insert into sandbox.subject (txid, user_id) values (pg_current_xact_id()::text, $1)',
        [userId],
      );
      await client.query('set transaction read only');
      await client.query(`set local statement_timeout = ${SANDBOX_LIMITS.timeoutMs}`);
      if (database.cancelAfter) await client.query(TIMED_NODES);
      await client.query(`set local role ${SANDBOX_ROLE}`);
      await client.query('set local search_path = sandbox, pg_catalog');
      const disarm = database.cancelAfter ? await database.cancelAfter(SANDBOX_LIMITS.timeoutMs) : null;
      try {
        const plan = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `explain (format json) ${text}`,
          values,
        );
        const root = plan.rows[0]!['QUERY PLAN'][0]!.Plan;
        if (nodeTypes(root).includes('Recursive Union'))
          throw new SandboxQueryError(SANDBOX_MESSAGES.recursive);
        const cost = root['Total Cost'] ?? 0;
        if (cost > SANDBOX_LIMITS.maxCost) throw new SandboxQueryError(SANDBOX_MESSAGES.tooExpensive(cost));
        const started = performance.now();
        const result = await client.query<Record<string, unknown>>(text, values);
        const executionTime = Math.round(performance.now() - started);
        const truncated = result.rows.length > SANDBOX_LIMITS.rowCap;
        const rows = truncated ? result.rows.slice(0, SANDBOX_LIMITS.rowCap) : result.rows;
        return { rows, rowCount: rows.length, truncated, executionTime };
      } catch (error) {
        if (error instanceof SandboxQueryError) throw error;
        throw new SandboxQueryError(messageOf(error));
      } finally {
        await disarm?.();
      }
    } finally {
      // a cancel raised as the statement ended would fall on the rollback: a second one then ends the transaction
      await client
        .query('rollback')
        .catch(() => client.query('rollback'))
        .catch(() => undefined);
      client.release();
    }
  }

  /** A custom requirement's number: the first column of the first row; null when it fails or is no number. */
  async function requirementValue(query: string, userId: number): Promise<number | null> {
    try {
      const { rows } = await run(query, userId);
      const first = rows[0] ? Object.values(rows[0])[0] : undefined;
      const value = Number(first ?? 0);
      return Number.isFinite(value) ? value : null;
    } catch {
      return null;
    }
  }

  return { run, requirementValue };
}

export type QuerySandbox = ReturnType<typeof createQuerySandbox>;
