import { sql } from 'drizzle-orm';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-database';
import type { Database } from './client';
import { toIso } from './sql';
import type { OuterJoined, SqlColumnAs, SqlColumns, SqlRow } from './rows';
import * as schema from './schema';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// the row types are derived from the schema: a column the table does not have is a type error
// @ts-expect-error players has no column given_name
export type RenamedColumn = SqlColumns<typeof schema.players, 'given_name'>;
// @ts-expect-error a column's type comes from the schema (first_name is text)
export const retyped: SqlRow<typeof schema.players>['first_name'] = 5;

// @ts-expect-error a renamed selection still names a column of the table (players has no given_name)
export type RenamedSelection = SqlColumnAs<typeof schema.players, 'given_name', 'player_name'>;
// @ts-expect-error the alias carries the column's type (slug is text)
export const aliased: SqlColumnAs<typeof schema.players, 'slug', 'player_slug'>['player_slug'] = 5;
type JoinedSlug = OuterJoined<SqlColumns<typeof schema.players, 'slug'>>['slug'];
// @ts-expect-error an outer-joined column may be null, which a plain column is not
export const joined: SqlColumns<typeof schema.players, 'slug'>['slug'] = null as JoinedSlug;

describe('raw SQL row types (db/rows.ts)', () => {
  it("are keyed by the database's own column names, for every table of the schema", async () => {
    const tables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
      is(value, PgTable),
    );
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables) {
      const name = getTableName(table);
      const declared = Object.values(getTableColumns(table)).map((column) => column.name);
      const result = await database.db.execute(sql`select * from ${sql.identifier(name)} limit 0`);
      const actual = result.fields.map((field) => field.name);
      expect(declared.sort(), name).toEqual(actual.sort());
    }
  });

  it('type a selected row as the driver returns it', async () => {
    const row = (
      await database.db.execute<SqlColumns<typeof schema.users, 'user_id' | 'created' | 'is_active'>>(sql`
        insert into users (username, email, password_hash) values ('rows-test', 'rows@test.invalid', 'x')
        returning user_id, created, is_active`)
    ).rows[0]!;
    expect(typeof row.user_id).toBe('number');
    // timestamps come as text through drizzle's driver, typed so; toIso reads them
    expect(typeof row.created).toBe('string');
    expect(toIso(row.created)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.is_active).toBe(true);
  });

  it('type an aliased column and an outer join as the driver returns them', async () => {
    type Row = SqlColumns<typeof schema.users, 'user_id'> &
      SqlColumnAs<typeof schema.users, 'username', 'login'> &
      OuterJoined<SqlColumnAs<typeof schema.sessions, 'created_at', 'session_created'>>;
    const [row] = (
      await database.db.execute<Row>(sql`
        select u.user_id, u.username as login, s.created_at as session_created
        from users u left join sessions s on s.user_id = u.user_id
        where u.username = 'rows-test'`)
    ).rows;
    expect(row).toEqual({ user_id: expect.any(Number) as number, login: 'rows-test', session_created: null });
  });
});
