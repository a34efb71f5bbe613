import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { addUserCard, cardId, createCatalogue } from '@/test/catalogue-factory';
import { authHeader, createTestApp, type TestApp } from '@/test/test-app';
import { SANDBOX_LIMITS } from './query-sandbox';

let t: TestApp;
let admin: Awaited<ReturnType<typeof authHeader>>;
let alice: Awaited<ReturnType<typeof authHeader>>;
let bob: Awaited<ReturnType<typeof authHeader>>;

beforeAll(async () => {
  t = await createTestApp();
  const catalogue = await createCatalogue(t.database);
  admin = await authHeader(t, 'admin');
  alice = await authHeader(t);
  bob = await authHeader(t);
  for (const n of ['1', '2', '3'])
    await addUserCard(t.database, alice.user.userId, await cardId(t.database, catalogue.series.Base!, n));
  await addUserCard(t.database, bob.user.userId, await cardId(t.database, catalogue.series.Base!, '4'));
  await t.database.db.execute(sql`insert into comments (user_id, comment_type, item_id, comment_text)
    values (${bob.user.userId}, 'set', ${catalogue.setId}, 'bob was here')`);
  await t.database.db
    .execute(sql`insert into marketplace_accounts (user_id, access_token_enc, refresh_token_enc)
    values (${bob.user.userId}, 'secret-access', 'secret-refresh')`);
});
afterAll(() => t.close());

type TestAnswer = {
  success: boolean;
  result: Record<string, unknown>[];
  rowCount: number;
  truncated: boolean;
  error: string | null;
};

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
/** The path a custom achievement's requirement_query takes during evaluation. */
const customValue = (query: string, userId = alice.user.userId) =>
  t.app.ctx.services.querySandbox.requirementValue(query, userId);

const SECRETS = [
  'select password_hash from users',
  'select password_hash from public.users',
  'select token_hash from public.sessions',
  'select token_hash from public.email_tokens',
  'select * from public.mail_outbox',
  'select access_token_enc, refresh_token_enc from public.marketplace_accounts',
  'select * from public.user_cards',
  'select * from sandbox.subject',
  "select query_to_xml('select password_hash from public.users', true, false, '')",
];

const WRITES = [
  'select * into stolen from user_cards',
  'with gone as (delete from public.user_cards returning *) select count(*) from gone',
  'select * from (with gone as (delete from public.user_cards returning *) select * from gone) x',
  "select set_config('role', 'postgres', true)",
  "select set_config('search_path', 'public', false)",
  'select pg_advisory_lock(42)',
  "select pg_notify('channel', 'hello')",
  'select lo_create(0)',
  "select nextval('public.users_user_id_seq')",
  'copy users to stdout',
  'select 1; delete from public.user_cards',
  'delete from user_cards',
  'update public.users set role = $$superadmin$$',
  'set role postgres',
];

/** the database's or the sandbox's own refusals, never a sandbox that is not set up */
const REFUSED =
  /permission denied|read-only transaction|must be at the top level|must start with SELECT|multiple commands|syntax error|INTO is not allowed/;

describe('the query tester and custom achievements run in the sandbox', () => {
  it.each(SECRETS)('cannot read secrets: %s', async (query) => {
    const answer = await tester(query);
    expect(answer.success).toBe(false);
    expect(answer.error).toMatch(
      /^(permission denied for (table|view|function)|relation "users" does not exist)/,
    );
    expect(answer.result).toEqual([]);
    expect(await customValue(query)).toBeNull();
  });

  it.each([
    'select 1) as x; reset role; select password_hash from public.users, (select 1',
    'select 1 as n) as x; reset role; select u.password_hash from public.users u, (select 1',
    'select 1) as x; reset role; delete from public.user_cards where exists (select 1',
    'select 1) as x; reset role; select password_hash from public.users --',
  ])('cannot close the subquery and run statements of its own: %s', async (query) => {
    const answer = await tester(query);
    expect(answer.success).toBe(false);
    expect(JSON.stringify(answer.result)).not.toMatch(/password|\$argon|\$2[aby]\$/);
    expect(answer.error).toMatch(REFUSED);
    expect(await customValue(query)).toBeNull();
  });

  it('does not expose account columns through its views', async () => {
    expect((await tester('select password_hash from my_profile')).error).toMatch(/does not exist/);
    expect((await tester('select email from my_profile')).error).toMatch(/does not exist/);
  });

  it.each(WRITES)('cannot write or cause effects: %s', async (query) => {
    const before = await t.database.db.execute(sql`select count(*)::int as n from user_cards`);
    const answer = await tester(query);
    expect(answer.success).toBe(false);
    expect(answer.error).toMatch(REFUSED);
    expect(await customValue(query)).toBeNull();
    const after = await t.database.db.execute(sql`select count(*)::int as n from user_cards`);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });

  it('leaves the server session as it was (role, search path, advisory locks)', async () => {
    await tester("select set_config('role', 'postgres', true)");
    const state = await t.database.db.execute<{ role: string; path: string; locks: number }>(sql`
      select current_user as role, current_setting('search_path') as path,
        (select count(*)::int from pg_locks where locktype = 'advisory') as locks`);
    expect(state.rows[0]!.role).not.toBe('cardbinder_sandbox');
    expect(state.rows[0]!.path).not.toContain('sandbox');
    expect(state.rows[0]!.locks).toBe(0);
  });

  it("sees only the chosen collector's rows, and @user_id is their bound id", async () => {
    const own = await tester('select count(*)::int as n from user_cards');
    expect(own.error).toBeNull();
    expect(own.result).toEqual([{ n: 3 }]);
    expect(
      (await tester(`select count(*)::int as n from user_cards where user_id = ${bob.user.userId}`)).result,
    ).toEqual([{ n: 0 }]);
    expect((await tester('select count(*)::int as n from comments')).result).toEqual([{ n: 0 }]);
    expect((await tester('select count(*)::int as n from comments', bob.user.userId)).result).toEqual([
      { n: 1 },
    ]);
    expect((await tester('select @user_id as me')).result).toEqual([{ me: alice.user.userId }]);
    expect(await customValue('select count(*) from user_cards where user_id = @user_id')).toBe(3);
    expect(await customValue('select count(*) from user_cards', bob.user.userId)).toBe(1);
  });

  it('takes @user_id only as a number, never as text spliced into the query', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-query',
      headers: admin.headers,
      payload: { query: 'select count(*) from user_cards where user_id = @user_id', userId: '1 or 1=1' },
    });
    expect(response.statusCode).toBe(400);
    // a @user_id inside the admin's text stays a parameter: quoting games only break the query
    const quoted = await tester("select count(*) from user_cards where user_id = '@user_id' or true");
    expect(quoted.success).toBe(false);
  });

  it('stops a query that would run for seconds within the 2 s limit', async () => {
    const slow = [
      'select pg_sleep(10)',
      'select count(*) from generate_series(1, 1000000000)',
      'select count(*) from cards a, cards b, cards c, cards d, cards e, cards f, cards g, cards h, cards i, cards j',
      'with recursive r(n) as (select 1 union all select n + 1 from r where n < 100000000) select count(*) from r',
    ];
    for (const query of slow) {
      const started = Date.now();
      const answer = await tester(query);
      expect(answer.success, query).toBe(false);
      expect(Date.now() - started, query).toBeLessThan(SANDBOX_LIMITS.timeoutMs + 500);
      expect(await customValue(query)).toBeNull();
    }
  });

  it('returns at most the row cap from a query of tens of millions of rows', async () => {
    const answer = await tester(
      'select a.card_id from cards a, cards b, cards c, cards d, cards e, cards f, cards g, cards h',
    );
    expect(answer.success).toBe(true);
    expect(answer.rowCount).toBe(SANDBOX_LIMITS.rowCap);
    expect(answer.result).toHaveLength(SANDBOX_LIMITS.rowCap);
    expect(answer.truncated).toBe(true);
  });

  it.skipIf(!process.env.DATABASE_URL)('cancels a running statement at 2 s on PostgreSQL', async () => {
    // the test database of this file, not the server's
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const blocker = new pg.Client({ connectionString: url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table cards in access exclusive mode');
      const started = Date.now();
      const answer = await tester('select count(*) from cards');
      expect(answer.error).toBe(`Query exceeded the ${SANDBOX_LIMITS.timeoutMs / 1000} s time limit`);
      expect(Date.now() - started).toBeLessThan(SANDBOX_LIMITS.timeoutMs + 1000);
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
  });
});
