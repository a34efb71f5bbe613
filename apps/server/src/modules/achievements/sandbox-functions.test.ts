import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { collectorStats } from './collector-stats.queries';
import { SANDBOX_LIMITS } from './query-sandbox';
import { BUILT_IN_METRICS_IN_SANDBOX, TYPICAL_CUSTOM_QUERIES } from './sandbox-queries.fixture';

let t: TestApp;
let admin: Awaited<ReturnType<typeof authHeader>>;
let alice: Awaited<ReturnType<typeof authHeader>>;
let someCard: number;

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await createCatalogue(t.database);
  admin = await authHeader(t, 'admin');
  alice = await authHeader(t);
  const id = alice.user.userId;
  someCard = await cardId(t.database, catalogue.series.Base!, '3');
  for (const n of ['1', '2', '3', '4'])
    await addUserCard(t.database, id, await cardId(t.database, catalogue.series.Base!, n));
  await addUserCard(
    t.database,
    id,
    await cardId(t.database, catalogue.series['Chrome Autographs']!, 'CA-MT'),
  );
  await t.database.db
    .execute(sql`update user_cards set grading_agency = (select min(grading_agency_id) from grading_agencies), grade = 10, estimated_value = 12.5,
    date_added = now() - interval '3 days' where user_id = ${id} and card_id in (select min(card_id) from user_cards
    where user_id = ${id})`);
  await t.database.db.execute(sql`update users set bio = 'Angels fan' where user_id = ${id}`);
  await t.database.db.execute(sql`insert into comments (user_id, comment_type, item_id, comment_text)
    values (${id}, 'set', ${catalogue.setId}, 'nice set')`);
  await t.database.db.execute(sql`insert into user_locations (user_id, location) values (${id}, 'Binder 1')`);
});
afterAll(() => t.close());

type TestAnswer = { success: boolean; result: Record<string, unknown>[]; error: string | null };

async function tester(query: string, userId = alice.user.userId) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/test-query',
    headers: admin.headers,
    payload: { query, userId },
  });
  expect(response.statusCode).toBe(200);
  return response.json<TestAnswer>();
}
const customValue = (query: string) =>
  t.app.ctx.services.querySandbox.requirementValue(query, alice.user.userId);
const advisoryLocksHeld = async () =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`,
    )
  ).rows[0]!.n;

const currentUser = async () =>
  (await t.database.db.execute<{ name: string }>(sql`select current_user as name`)).rows[0]!.name;

const ADVISORY_FUNCTIONS = [
  'pg_advisory_lock',
  'pg_advisory_lock_shared',
  'pg_advisory_unlock',
  'pg_advisory_unlock_shared',
  'pg_advisory_unlock_all',
  'pg_advisory_xact_lock',
  'pg_advisory_xact_lock_shared',
  'pg_try_advisory_lock',
  'pg_try_advisory_lock_shared',
  'pg_try_advisory_xact_lock',
  'pg_try_advisory_xact_lock_shared',
];

/** other functions that wait, take locks, change settings, or reach files, other sessions or the server */
const OTHER_REFUSED = [
  'select pg_sleep(1)',
  "select pg_sleep_for('1 second')",
  "select pg_sleep_until(now() + interval '1 second')",
  "select set_config('statement_timeout', '0', true)",
  "select current_setting('data_directory')",
  "select pg_read_file('/etc/passwd')",
  "select pg_read_binary_file('/etc/passwd')",
  "select pg_stat_file('/etc/passwd')",
  "select lo_import('/etc/passwd')",
  'select lo_get(1)',
  "select pg_notify('catalogue', 'x')",
  'select pg_cancel_backend(1)',
  'select pg_terminate_backend(1)',
  'select pg_reload_conf()',
  'select pg_blocking_pids(1)',
  'select count(*) from pg_locks',
  'select count(*) from pg_stat_activity',
  'select count(*) from generate_series(1, 10)',
  'select count(*) from unnest(array[1, 2])',
  "select repeat('x', 10)",
  "select lpad('x', 10)",
  "select format('%s', 1)",
  'select array_fill(1, array[10])',
  'select factorial(5)',
  'select public.set_limit(0.1)',
  "select public.similarity('a', 'b')",
];

describe('the sandbox may call only an allow-list of built-in functions (issue 38)', () => {
  it('refuses every advisory lock function, in each of its forms', async () => {
    const forms = await t.database.db.execute<{ name: string; args: string }>(sql`
      select p.proname as name, pg_get_function_identity_arguments(p.oid) as args from pg_proc p
      where p.pronamespace = 'pg_catalog'::regnamespace and p.proname like '%advisory%' order by 1, 2`);
    expect([...new Set(forms.rows.map((row) => row.name))].sort()).toEqual([...ADVISORY_FUNCTIONS].sort());
    expect(forms.rows.length).toBe(21); // every one of them with one key and with two, but unlock_all
    for (const { name, args } of forms.rows) {
      const call =
        args === ''
          ? `select ${name}()`
          : args === 'bigint'
            ? `select ${name}(7301)`
            : `select ${name}(7302, ${alice.user.userId})`;
      const answer = await tester(call);
      expect(answer.success, call).toBe(false);
      expect(answer.error, call).toMatch(/^permission denied for function pg_/);
      expect(await customValue(call), call).toBeNull();
      // hidden in a query of cards too
      const hidden = await tester(
        `select count(*) from cards where ${call.replace('select ', '')} is not null`,
      );
      expect(hidden.error, call).toMatch(/^permission denied for function pg_/);
    }
    expect(await advisoryLocksHeld()).toBe(0);
  });

  it.each(OTHER_REFUSED)('refuses %s', async (query) => {
    const answer = await tester(query);
    expect(answer.success).toBe(false);
    expect(answer.error).toMatch(/^permission denied for (function|view)/);
    expect(await customValue(query)).toBeNull();
  });

  it('is open to no set-returning, lock, sleep, settings or file function, so a new one is refused by default', async () => {
    const open = await t.database.db.execute<{ name: string }>(sql`
      select distinct p.proname as name from pg_proc p
      where p.pronamespace in ('pg_catalog'::regnamespace, 'public'::regnamespace)
        and (p.proretset or p.proname ~ '^(pg_.*(lock|sleep|file|backend|notify|stat)|set_config|current_setting|lo_|dblink)')
        and has_function_privilege('cardbinder_sandbox', p.oid, 'execute')`);
    expect(open.rows).toEqual([]);
    const granted = await t.database.db.execute<{ n: number; all: number }>(sql`
      select count(*) filter (where has_function_privilege('cardbinder_sandbox', p.oid, 'execute'))::int as n,
        count(*)::int as all
      from pg_proc p where p.pronamespace = 'pg_catalog'::regnamespace`);
    expect(granted.rows[0]!.n).toBeLessThan(granted.rows[0]!.all * 0.7);
  });

  it("leaves the application's own role every function", async () => {
    const state = await t.database.db.execute<{ locked: boolean; setting: string; rows: number }>(sql`
      select pg_try_advisory_xact_lock(7399) as locked, current_setting('work_mem') as setting,
        (select count(*)::int from generate_series(1, 3)) as rows`);
    expect(state.rows[0]).toEqual({ locked: true, setting: expect.any(String), rows: 3 });
    // granted by name too (a superuser needs no grant; an app role that is not one keeps them by it)
    const acl = await t.database.db.execute<{ acl: string }>(sql`
      select array_to_string(proacl, ' ') as acl from pg_proc
      where oid = 'pg_catalog.pg_advisory_xact_lock(bigint)'::regprocedure`);
    const user = await currentUser();
    expect(acl.rows[0]!.acl.split(' ').some((item) => item.startsWith(`${user}=X/`))).toBe(true);
    expect(acl.rows[0]!.acl).not.toMatch(/(^| )=X\//); // not PUBLIC's
  });

  it('runs every built-in achievement statistic, each the same number as the engine', async () => {
    const stats = await collectorStats(t.database.db, alice.user.userId);
    expect(stats.cards).toBe(5);
    for (const [metric, query] of Object.entries(BUILT_IN_METRICS_IN_SANDBOX)) {
      const answer = await tester(query);
      expect(answer.error, metric).toBeNull();
      expect(await customValue(query), metric).toBe(stats[metric as keyof typeof stats]);
    }
  });

  it.each(TYPICAL_CUSTOM_QUERIES)('runs a custom query: %s', async (query) => {
    const answer = await tester(query);
    expect(answer.error).toBeNull();
    expect(answer.success).toBe(true);
    expect(await customValue(query)).not.toBeNull();
  });
});

describe('a tester query does not hold up catalogue writes (issue 38)', () => {
  // cheap in the planner's eyes (it guesses a 1-in-200 match at each join), hundreds of millions of rows in fact
  const LONG =
    'select count(*) from cards a join cards b on a.card_id % 1 = b.card_id % 1 join cards c on b.card_id % 1 = ' +
    'c.card_id % 1 join cards d on c.card_id % 1 = d.card_id % 1 join cards e on d.card_id % 1 = e.card_id % 1 ' +
    'join cards f on e.card_id % 1 = f.card_id % 1 join cards g on f.card_id % 1 = g.card_id % 1';
  const catalogueWrite = async () => {
    const started = performance.now();
    await t.database.db.execute(
      sql`update cards set notes = ${`edited ${started}`} where card_id = ${someCard}`,
    );
    return performance.now() - started;
  };

  it('stops the query at the time limit, and the write waits at most for that', async () => {
    const alone = await catalogueWrite();
    const started = performance.now();
    const running = tester(LONG).then((answer) => ({ answer, ended: performance.now() }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const beside = await catalogueWrite();
    const writeEnded = performance.now();
    const { answer, ended } = await running;
    expect(answer.error).toBe(`Query exceeded the ${SANDBOX_LIMITS.timeoutMs / 1000} s time limit`);
    expect(ended - started).toBeLessThan(SANDBOX_LIMITS.timeoutMs + 600);
    if (t.database.mode === 'postgres') {
      // its own connection: the write does not wait for the query at all
      expect(beside).toBeLessThan(alone + 100);
      expect(writeEnded).toBeLessThan(ended);
    } else {
      // one session: the write runs as soon as the cancelled query has let it go
      expect(writeEnded - ended).toBeLessThan(alone + 100);
    }
    expect(await advisoryLocksHeld()).toBe(0);
  });
});
