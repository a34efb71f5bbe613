import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { SHARED_WRITES, TABLE_OWNERS, type TableName } from '@/db/table-owners';

const src = fileURLToPath(new URL('..', import.meta.url));
const architecture = readFileSync(
  fileURLToPath(new URL('../../../../docs/architecture.md', import.meta.url)),
  'utf8',
);

/** The server's code that may write: no tests, no test helpers, no test data. */
function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : codeFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$|\.cases\.ts$|-fixtures\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/** The writer a file speaks for: its module, else its folder (events, jobs, db…). */
const writerOf = (file: string) => {
  const path = relative(src, file);
  return /^modules\/([^/]+)\//.exec(path)?.[1] ?? path.split('/')[0]!;
};

const drizzleTables = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)]] : [],
  ),
);
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** Every (writer, table) pair the code holds: SQL text (insert into, update, delete from, truncate) and drizzle calls. */
function writes(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const add = (table: string, writer: string) => {
    if (!(table in TABLE_OWNERS)) return;
    found.set(table, new Set([...(found.get(table) ?? []), writer]));
  };
  for (const file of codeFiles(src)) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    const writer = writerOf(file);
    for (const match of text.matchAll(
      /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?(\w+)"?/gi,
    )) {
      add(match[1]!.toLowerCase(), writer);
    }
    for (const match of text.matchAll(/\.(?:insert|update|delete)\((\w+)\)/g)) {
      const table = drizzleTables.get(match[1]!);
      if (table) add(table, writer);
    }
  }
  return found;
}

const allowed = (table: string, writer: string) =>
  TABLE_OWNERS[table as TableName] === writer ||
  SHARED_WRITES.some((shared) => shared.writer === writer && shared.tables.includes(table as TableName));

describe('table ownership (db/table-owners.ts)', () => {
  const found = writes();

  it('names an owner for every table of the schema', () => {
    expect([...drizzleTables.values()].filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
  });

  it('lets only the owner and the listed shared writes write a table', () => {
    const strays = [...found].flatMap(([table, writers]) =>
      [...writers].filter((writer) => !allowed(table, writer)).map((writer) => `${writer} writes ${table}`),
    );
    expect(strays).toEqual([]);
  });

  it('lists no shared write that no longer happens', () => {
    const stale = SHARED_WRITES.flatMap((shared) =>
      shared.tables
        .filter((table) => !found.get(table)?.has(shared.writer))
        .map((table) => `${shared.writer} → ${table}`),
    );
    expect(stale).toEqual([]);
  });

  it('catches a write into another module’s table', () => {
    const text = "await db.execute(sql`update users set role = 'admin' where user_id = ${id}`);";
    const match = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/i.exec(text);
    expect(match?.[1]).toBe('users');
    expect(allowed('users', 'comments')).toBe(false);
    expect(allowed('users', 'auth')).toBe(true);
  });

  it('docs/architecture.md shows every table with its owner', () => {
    const missing = Object.entries(TABLE_OWNERS).filter(
      ([table, owner]) => !new RegExp(`^\\| ${owner} +\\|.*\\b${table}\\b`, 'm').test(architecture),
    );
    expect(missing.map(([table, owner]) => `${table} (${owner})`)).toEqual([]);
  });
});
